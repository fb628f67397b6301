/** PUT /api/feedback/{id} { content } — only the author may; others get 404. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { MY_FEEDBACK_KEY, type MyFeedback } from './get-my-feedback.ts';

export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      apiRequest<MyFeedback>('PUT', `/api/feedback/${id}`, { content }),
    onSuccess: (_answer, { id, content }) => {
      // Show the edit at once; the refetch then brings the server's copy.
      queryClient.setQueryData<MyFeedback[]>(MY_FEEDBACK_KEY, (list) =>
        list?.map((item) => (item.id === id ? { ...item, content } : item)),
      );
      void queryClient.invalidateQueries({ queryKey: MY_FEEDBACK_KEY });
      void queryClient.invalidateQueries({ queryKey: queryKeys.beaches.root });
    },
  });
}
