/**
 * POST /api/upload/beach-photo: the edit dialog's photo (≤ 10 MB), stored through the photo
 * pipeline as soon as it is chosen; `onStored` hands its address to the form.
 */
import { useMutation } from '@tanstack/react-query';
import { editorPhotoAnswerSchema } from '../../../domain/admin/admin-beach-photo.ts';
import { ADMIN_FAILURE, adminFailure } from '../ui/admin-toasts.ts';
import { postPhoto } from './post-photo.ts';

const uploadEditorPhoto = (photo: File) =>
  postPhoto('/api/upload/beach-photo', { photo }, editorPhotoAnswerSchema);

export const useUploadEditorPhoto = (onStored: (imageUrl: string) => void) =>
  useMutation({
    mutationFn: uploadEditorPhoto,
    onSuccess: ({ imageUrl }) => onStored(imageUrl),
    onError: (error) => adminFailure(ADMIN_FAILURE.uploadPhoto, error),
  });
