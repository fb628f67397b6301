/** Walking routes: GET /api/admin/routes (pending first), PUT /api/admin/routes/:id/approve, DELETE /api/admin/routes/:id. */
import { guardedAdminRouter } from './admin-router.ts';

export const adminWalkingRoutesRouter = guardedAdminRouter();
