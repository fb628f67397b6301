/** DELETE /api/community-photos/{id}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { MY_PHOTOS_KEY, type MyPhoto } from './get-my-photos.ts';

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>('DELETE', `/api/community-photos/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<MyPhoto[]>(MY_PHOTOS_KEY, (list) => list?.filter((photo) => photo.id !== id));
      void queryClient.invalidateQueries({ queryKey: MY_PHOTOS_KEY });
      void queryClient.invalidateQueries({ queryKey: queryKeys.beaches.root });
    },
  });
}
