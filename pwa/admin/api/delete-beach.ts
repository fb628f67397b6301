/** DELETE /api/admin/beaches/{id} (its reviews and photos go with it), then every admin list and figure is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { beachDeletedSchema } from '../../../domain/admin/admin-answers.ts';
import { apiWrite } from '../../data/http/api-client.ts';
import { ADMIN_FAILURE, ADMIN_SUCCESS, adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { ADMIN_BEACHES_PATH } from './get-admin-beach.ts';

const deleteBeach = (id: number) =>
  apiWrite('DELETE', `${ADMIN_BEACHES_PATH}/${id}`, undefined, beachDeletedSchema);

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
