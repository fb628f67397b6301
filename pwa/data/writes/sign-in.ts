/** POST /api/auth/login; on success the signed-in user replaces the cached "nobody". */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginInput, signInAnswerSchema } from '../../../domain/accounts/auth.ts';
import { apiWrite } from '../http/api-client.ts';
import { endPendingSignOut, setSignedInUser } from '../queries/current-user.ts';
import { queryKeys } from '../queries/query-keys.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      // A sign-out still waiting would end this new session if it went after it.
      if (!(await endPendingSignOut()))
        throw new Error('The last sign-out has not reached the server yet. Check your signal and try again.');
      return apiWrite('POST', '/api/auth/login', input, signInAnswerSchema);
    },
    onSuccess: (answer) => {
      if (answer.requiresVerification) return;
      // Whoever was here before: their own lists are not this account's.
      queryClient.removeQueries({ queryKey: queryKeys.my.root });
      setSignedInUser(queryClient, answer.user);
    },
  });
}
