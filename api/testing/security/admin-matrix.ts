/**
 * The admin column of the authorisation matrix (issue #13): rows for every /api/admin/* and
 * /api/upload/* route. Every guarded route answers [401 visitor, 403 user, 403 other user, the
 * admin's status]. Each area's rows live beside it: admin-matrix-beaches.ts (beaches and
 * photos) and admin-matrix-moderation.ts (reviews, routes, community, contact, analytics, audit,
 * jobs); sign-in is here.
 */
import { createAdmin } from '../../services/admin-accounts.ts';
import type { TestApp } from '../test-app.ts';
import { adminBeachMatrixRows } from './admin-matrix-beaches.ts';
import { adminModerationMatrixRows } from './admin-matrix-moderation.ts';
import type { SampleRequest } from './sample-requests.ts';
import type { World } from './world.ts';

/** Statuses for [visitor, user, other, admin]. */
type Expected = readonly [number, number, number, number];
export type Prepare = (w: World) => Promise<SampleRequest>;
export interface MatrixRow {
  expect: Expected;
  prepare?: Prepare;
}

/** A guarded admin route whose admin answer is `status`. */
export const adminOnly = (status: number, prepare?: Prepare): MatrixRow => ({
  expect: [401, 403, 403, status],
  prepare,
});

let signIns = 0;

export function adminMatrixRows(t: TestApp): Record<string, MatrixRow> {
  return {
    // Signing in needs no session: anyone with an admin's username and password gets one.
    'POST /api/admin/login': {
      expect: [200, 200, 200, 200],
      prepare: async () => {
        const username = `matrix-admin-${++signIns}`;
        const password = 'a-long-admin-password';
        await createAdmin(t.db.knex, { username, name: 'Matrix Admin', email: null, password });
        return { body: { username, password } };
      },
    },
    'POST /api/admin/logout': { expect: [200, 200, 200, 200] },
    'GET /api/admin/me': adminOnly(200),
    ...adminBeachMatrixRows(t),
    ...adminModerationMatrixRows(t),
  };
}
