/** POST /api/auth/register: a new account; usually answered with requiresVerification (spec §4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '../../../domain/accounts/auth.ts';
import { apiRequest } from '../http/api-client.ts';
import { setSignedInUser } from '../queries/current-user.ts';
import type { SignInAnswer } from './sign-in.ts';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<SignInAnswer>('POST', '/api/auth/register', input),
    onSuccess: (answer) => {
      // Only an account that needs no verification is signed in straight away.
      if (answer.user && !answer.requiresVerification) setSignedInUser(queryClient, answer.user);
    },
  });
}
