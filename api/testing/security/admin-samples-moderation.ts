/** Valid requests for the admin's moderation routes (see sample-requests.ts), on their own fixtures. */
import type { Fixtures, SampleRequest } from './sample-requests.ts';

const id = (value: number) => ({ params: { id: String(value) } });

export const MODERATION_SAMPLES: Record<string, (f: Fixtures) => SampleRequest> = {
  'GET /api/admin/reviews': (f) => ({ query: { page: '1', pageSize: '10', beachId: String(f.beach.id) } }),
  'DELETE /api/admin/reviews/:id': (f) => id(f.moderation.reviewId),
  'GET /api/admin/routes': () => ({ query: { status: 'pending', page: '1', pageSize: '10' } }),
  'PUT /api/admin/routes/:id/approve': (f) => id(f.moderation.pendingRouteId),
  'DELETE /api/admin/routes/:id': (f) => id(f.moderation.pendingRouteId),
  'GET /api/admin/community-photos': (f) => ({
    query: { visibility: 'all', beachId: String(f.beach.id), page: '1', pageSize: '10' },
  }),
  'PUT /api/admin/community-photos/:id/hide': (f) => id(f.moderation.photoId),
  'PUT /api/admin/community-photos/:id/unhide': (f) => id(f.moderation.photoId),
  'DELETE /api/admin/community-photos/:id': (f) => id(f.moderation.photoId),
  'GET /api/admin/feedback': (f) => ({
    query: { type: 'issue', visibility: 'private', beachId: String(f.beach.id), page: '1', pageSize: '10' },
  }),
  'GET /api/admin/contact-messages': () => ({ query: { status: 'unread', page: '1', pageSize: '10' } }),
  'PUT /api/admin/contact-messages/:id/read': (f) => id(f.moderation.contactMessageId),
  'PUT /api/admin/contact-messages/:id/unread': (f) => id(f.moderation.contactMessageId),
  'GET /api/admin/analytics': () => ({ query: { days: '30' } }),
  'GET /api/admin/audit-log': () => ({ query: { entity: 'beach', page: '1', pageSize: '10' } }),
  'GET /api/admin/jobs': () => ({}),
  'POST /api/admin/jobs/retention/run': () => ({}),
  'GET /api/admin/dog-rule-reports': () => ({ query: { status: 'open' } }),
  'POST /api/admin/dog-rule-reports/:id/confirm': (f) => ({
    ...id(f.moderation.dogRuleReportId),
    body: { note: 'The sign matches' },
  }),
  'POST /api/admin/dog-rule-reports/:id/dismiss': (f) => ({
    ...id(f.moderation.dogRuleReportId),
    body: { note: 'Not this beach' },
  }),
  'POST /api/admin/dog-rule-reports/:id/correct': (f) => ({
    ...id(f.moderation.dogRuleReportId),
    body: {
      dogRules: [{ kind: 'no-dogs', zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day' }],
      note: 'The sign gives the same dates',
    },
  }),
  'GET /api/admin/season-check': () => ({}),
};
