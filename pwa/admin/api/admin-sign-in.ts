/** POST /api/admin/login; the admin it answers with becomes the cached "who is signed in". */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSignInAnswerSchema } from '../../../domain/admin/admin-answers.ts';
import { apiWrite } from '../../data/http/api-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

const adminLogin = (body: { username: string; password: string }) =>
  apiWrite('POST', '/api/admin/login', body, adminSignInAnswerSchema);

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: ({ admin }) => queryClient.setQueryData(adminQueryKeys.me, admin),
  });
}
