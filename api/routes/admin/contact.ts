/** Contact inbox: messages with read/unread. */
import { guardedAdminRouter } from './admin-router.ts';

export const adminContactRouter = guardedAdminRouter();
