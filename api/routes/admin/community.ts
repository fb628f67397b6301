/** Community: community photos (hide, unhide, delete) and all feedback, private included. */
import { guardedAdminRouter } from './admin-router.ts';

export const adminCommunityRouter = guardedAdminRouter();
