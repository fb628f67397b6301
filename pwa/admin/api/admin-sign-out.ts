/** POST /api/admin/logout, then `leave()` (to the public site); the admin's data goes once it has left. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../data/http/api-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

const adminLogout = () => apiRequest('POST', '/api/admin/logout');

export function useAdminLogout(leave: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSuccess: async () => {
      await leave();
      queryClient.removeQueries({ queryKey: adminQueryKeys.all });
    },
  });
}
