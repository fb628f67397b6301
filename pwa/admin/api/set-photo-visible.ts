/** PUT /api/admin/community-photos/{id}/hide|unhide: a photo leaves the beach's public gallery, or returns to it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminCommunityPhoto, adminCommunityPhotoSchema } from '../../../domain/admin/admin-answers.ts';
import { apiWrite } from '../../data/http/api-client.ts';
import { adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/** Hides a visible photo, shows a hidden one again. */
export function useTogglePhotoVisible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: AdminCommunityPhoto) =>
      apiWrite(
        'PUT',
        `/api/admin/community-photos/${photo.id}/${photo.isApproved ? 'hide' : 'unhide'}`,
        undefined,
        adminCommunityPhotoSchema,
      ),
    onSuccess: (photo) => {
      adminSuccess(photo.isApproved ? 'Photo is visible again' : 'Photo hidden from the public');
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
    onError: (error) => adminFailure('Failed to update photo', error),
  });
}
