/** POST /api/auth/resend-verification: a fresh verification link for an unverified account. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../http/api-client.ts';

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) => apiRequest('POST', '/api/auth/resend-verification', { email }),
  });
