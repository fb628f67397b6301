/** The spec's POST /api/upload/beach-photo (multipart photo): an image stored through the photo pipeline, answering its URL. */
import { guardedAdminRouter } from './admin-router.ts';

export const uploadRouter = guardedAdminRouter('/api/upload');
