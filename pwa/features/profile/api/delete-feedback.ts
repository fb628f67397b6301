/** DELETE /api/feedback/{id}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { MY_FEEDBACK_KEY, type MyFeedback } from './get-my-feedback.ts';

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>('DELETE', `/api/feedback/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<MyFeedback[]>(MY_FEEDBACK_KEY, (list) =>
        list?.filter((item) => item.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: MY_FEEDBACK_KEY });
      void queryClient.invalidateQueries({ queryKey: queryKeys.beaches.root });
    },
  });
}
