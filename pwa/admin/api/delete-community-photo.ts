/** DELETE /api/admin/community-photos/{id}: the photo and its files go, as the author's own delete does. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCommunityPhoto } from '../../../domain/admin/admin-answers.ts';
import { apiRequest } from '../../data/http/api-client.ts';
import { adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export function useDeleteCommunityPhoto(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: AdminCommunityPhoto) =>
      apiRequest('DELETE', `/api/admin/community-photos/${photo.id}`),
    onSuccess: () => {
      onDone();
      adminSuccess('Photo deleted successfully');
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
    onError: (error) => adminFailure('Failed to delete photo', error),
  });
}
