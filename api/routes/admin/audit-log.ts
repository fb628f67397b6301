/** Audit log: every admin write, newest first. */
import { guardedAdminRouter } from './admin-router.ts';

export const adminAuditLogRouter = guardedAdminRouter();
