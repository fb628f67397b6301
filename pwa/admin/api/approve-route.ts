/** PUT /api/admin/routes/{id}/approve: the walk then shows on its beach page and reaches phones through the sync. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminRoute, adminRouteSchema } from '../../../domain/admin/admin-answers.ts';
import { apiWrite } from '../../data/http/api-client.ts';
import { ADMIN_FAILURE, ADMIN_SUCCESS, adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export function useApproveRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (route: AdminRoute) =>
      apiWrite('PUT', `/api/admin/routes/${route.id}/approve`, undefined, adminRouteSchema),
    onSuccess: () => {
      adminSuccess(ADMIN_SUCCESS.routeApproved);
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
    onError: (error) => adminFailure(ADMIN_FAILURE.approveRoute, error),
  });
}
