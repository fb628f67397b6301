/** A beach's banner photo: POST /api/admin/upload-beach-photo (multipart photo + beachId). */
import { guardedAdminRouter } from './admin-router.ts';

export const adminBeachPhotosRouter = guardedAdminRouter();
