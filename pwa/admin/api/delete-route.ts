/** DELETE /api/admin/routes/{id}: the walk and its ratings go. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRoute } from '../../../domain/admin/admin-answers.ts';
import { apiRequest } from '../../data/http/api-client.ts';
import { ADMIN_SUCCESS, adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export function useDeleteRoute(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (route: AdminRoute) => apiRequest('DELETE', `/api/admin/routes/${route.id}`),
    onSuccess: () => {
      onDone();
      adminSuccess(ADMIN_SUCCESS.routeDeleted);
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
    onError: (error) => adminFailure('Failed to delete route', error),
  });
}
