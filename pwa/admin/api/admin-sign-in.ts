/** POST /api/admin/login; the admin it answers with becomes the cached "who is signed in". */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfile } from '../../../domain/admin/admin-auth.ts';
import { apiRequest } from '../../data/http/api-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

const adminLogin = (body: { username: string; password: string }) =>
  apiRequest<{ admin: AdminProfile }>('POST', '/api/admin/login', body);

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: ({ admin }) => queryClient.setQueryData(adminQueryKeys.me, admin),
  });
}
