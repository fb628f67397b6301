/** POST /api/auth/request-password-reset: the same answer whether or not the email has an account. */
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '../../../domain/accounts/auth.ts';
import { apiRequest } from '../http/api-client.ts';

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (input: ForgotPasswordInput) => apiRequest('POST', '/api/auth/request-password-reset', input),
  });
