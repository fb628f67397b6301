/** Beach Management: list, read, create, edit and delete beaches (GET/POST/PUT/DELETE /api/admin/beaches…). */
import { guardedAdminRouter } from './admin-router.ts';

export const adminBeachesRouter = guardedAdminRouter();
