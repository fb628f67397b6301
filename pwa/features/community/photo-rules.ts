/**
 * What the upload page accepts (spec §5 "Photo upload", §9): at most 4 photos, images only,
 * 10MB each. The limits and texts are the API's own (domain/community/community-requests.ts), which
 * enforces them again on the bytes it receives.
 */
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  PHOTO_LIMITS,
} from '../../../domain/community/community-requests.ts';

export const MAX_PHOTOS = PHOTO_LIMITS.maxFiles;
export const MAX_PHOTO_BYTES = PHOTO_LIMITS.maxFileBytes;
export const MAX_CAPTION_LENGTH = COMMUNITY_LIMITS.caption;

export interface PhotoProblem {
  title: string;
  description: string;
}

export const MISSING_INFORMATION: PhotoProblem = {
  title: 'Missing information',
  description: COMMUNITY_MESSAGES.missingPhotos,
};

/**
 * Which of the newly chosen files can join the ones already picked. Choosing more than 4 in
 * all refuses the whole choice; otherwise each non-image or over-10MB file is left out with
 * its own reason.
 */
export function checkPhotoSelection(alreadyChosen: number, files: readonly File[]) {
  if (alreadyChosen + files.length > MAX_PHOTOS) {
    return {
      accepted: [] as File[],
      problems: [{ title: 'Too many files', description: COMMUNITY_MESSAGES.tooManyPhotos }],
    };
  }
  const accepted: File[] = [];
  const problems: PhotoProblem[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) {
      problems.push({ title: 'Invalid file type', description: COMMUNITY_MESSAGES.notAnImage(file.name) });
    } else if (file.size > MAX_PHOTO_BYTES) {
      problems.push({ title: 'File too large', description: COMMUNITY_MESSAGES.fileTooLarge(file.name) });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}
