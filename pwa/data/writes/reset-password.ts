/** POST /api/auth/reset-password: the emailed token and the new password, twice. */
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../domain/accounts/auth.ts';
import { apiRequest } from '../http/api-client.ts';

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) => apiRequest('POST', '/api/auth/reset-password', input),
  });
