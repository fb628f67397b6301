/** POST /api/auth/register: a new account; usually answered with requiresVerification (spec §4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RegisterInput, signInAnswerSchema } from '../../../domain/accounts/auth.ts';
import { apiWrite } from '../http/api-client.ts';
import { setSignedInUser } from '../queries/current-user.ts';

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiWrite('POST', '/api/auth/register', input, signInAnswerSchema),
    onSuccess: (answer) => {
      // Only an account that needs no verification is signed in straight away.
      if (!answer.requiresVerification) setSignedInUser(queryClient, answer.user);
    },
  });
}
