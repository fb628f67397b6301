/** POST /api/admin/jobs/retention/run: the retention job now; every admin list may lose rows. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../data/http/api-client.ts';
import { adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/jobs/retention/run'),
    onSuccess: () => {
      adminSuccess('Retention job finished');
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
    onError: (error) => adminFailure('Failed to run the retention job', error),
  });
}
