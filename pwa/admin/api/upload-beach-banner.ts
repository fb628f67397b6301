/** POST /api/admin/upload-beach-photo: Photo Admin's quick upload (≤ 5 MB); the beach's banner is replaced at once. */
import { beachBannerAnswerSchema } from '../../../domain/admin/admin-beach-photo.ts';
import { postPhoto } from './post-photo.ts';

export const uploadBeachBanner = (beachId: number, photo: File) =>
  postPhoto('/api/admin/upload-beach-photo', { photo, beachId: String(beachId) }, beachBannerAnswerSchema);
