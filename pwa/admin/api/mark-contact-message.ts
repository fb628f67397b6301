/** PUT /api/admin/contact-messages/{id}/read|unread: opening a message marks it read; it can be marked unread again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContactMessage, contactMessageSchema } from '../../../domain/admin/admin-answers.ts';
import { apiWrite } from '../../data/http/api-client.ts';
import { adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { CONTACT_LIST } from './admin-lists.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, read }: { message: ContactMessage; read: boolean }) =>
      apiWrite(
        'PUT',
        `/api/admin/contact-messages/${message.id}/${read ? 'read' : 'unread'}`,
        undefined,
        contactMessageSchema,
      ),
    onSuccess: (_saved, { read }) => {
      if (!read) adminSuccess('Message marked as unread');
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.list(CONTACT_LIST.resource) });
    },
    onError: (error) => adminFailure('Failed to update message', error),
  });
}
