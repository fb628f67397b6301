/** DELETE a beach (its reviews and photos go with it), then the admin lists and figures are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '../admin-api.ts';
import { ADMIN_FAILURE, ADMIN_SUCCESS, adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { deleteBeach } from './admin-beaches-api.ts';

export function useDeleteBeach(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBeach,
    onSuccess: () => {
      adminSuccess(ADMIN_SUCCESS.beachDeleted);
      // Every admin list may hold the beach or its reviews and photos.
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      onDone();
    },
    onError: (error) => adminFailure(ADMIN_FAILURE.deleteBeach, error),
  });
}
