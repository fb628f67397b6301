/**
 * Admin matrix rows for the moderation routes (see admin-matrix.ts): reviews, walking routes,
 * community photos and feedback, the contact inbox, analytics, the audit log, the jobs, and the
 * verification queue and season check. A
 * destructive route's cell acts on a row made for that cell.
 */
import type { TestApp } from '../test-app.ts';
import { adminOnly, type MatrixRow } from './admin-matrix.ts';
import {
  createContactMessage,
  createDogRuleReport,
  createPendingRoute,
  createReview,
} from './moderation-fixtures.ts';

export function adminModerationMatrixRows(t: TestApp): Record<string, MatrixRow> {
  // t.db opens in beforeAll: read it when a cell runs.
  const knex = () => t.db.knex;
  const fresh = (make: (beachId: number) => Promise<number>) =>
    adminOnly(200, async (w) => ({ params: { id: String(await make(w.fixtures.beach.id)) } }));
  const freshPhoto = adminOnly(200, async (w) => ({ params: { id: String(await w.createPhoto(w.other)) } }));
  return {
    'GET /api/admin/reviews': adminOnly(200),
    'DELETE /api/admin/reviews/:id': fresh((beachId) => createReview(knex(), beachId)),
    'GET /api/admin/routes': adminOnly(200),
    'PUT /api/admin/routes/:id/approve': fresh((beachId) => createPendingRoute(knex(), beachId)),
    'DELETE /api/admin/routes/:id': fresh((beachId) => createPendingRoute(knex(), beachId)),
    'GET /api/admin/community-photos': adminOnly(200),
    'PUT /api/admin/community-photos/:id/hide': freshPhoto,
    'PUT /api/admin/community-photos/:id/unhide': freshPhoto,
    'DELETE /api/admin/community-photos/:id': freshPhoto,
    'GET /api/admin/feedback': adminOnly(200),
    'GET /api/admin/contact-messages': adminOnly(200),
    'PUT /api/admin/contact-messages/:id/read': fresh(() => createContactMessage(knex())),
    'PUT /api/admin/contact-messages/:id/unread': fresh(() => createContactMessage(knex())),
    'GET /api/admin/analytics': adminOnly(200),
    'GET /api/admin/audit-log': adminOnly(200),
    'GET /api/admin/jobs': adminOnly(200),
    'POST /api/admin/jobs/retention/run': adminOnly(200),
    'GET /api/admin/dog-rule-reports': adminOnly(200),
    'POST /api/admin/dog-rule-reports/:id/confirm': fresh((beachId) => createDogRuleReport(knex(), beachId)),
    'POST /api/admin/dog-rule-reports/:id/dismiss': fresh((beachId) => createDogRuleReport(knex(), beachId)),
    'POST /api/admin/dog-rule-reports/:id/correct': adminOnly(200, async (w) => {
      const id = await createDogRuleReport(knex(), w.fixtures.beach.id);
      const { dogRules } = await knex()('beaches').where({ id: w.fixtures.beach.id }).first('dogRules');
      return { params: { id: String(id) }, body: { dogRules: dogRules ?? [] } };
    }),
    'GET /api/admin/season-check': adminOnly(200),
  };
}
