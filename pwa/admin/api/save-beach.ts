/**
 * POST /api/admin/beaches (Add Beach) or PUT /api/admin/beaches/{id} (Edit Beach); then the
 * beach list and the figures are read again (public pages and phones follow through the data
 * version and the sync).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBeachInput } from '../../../domain/admin/admin-beach.ts';
import { beachSchema } from '../../../domain/beaches/beach-schema.ts';
import { apiWrite } from '../../data/http/api-client.ts';
import { ADMIN_FAILURE, ADMIN_SUCCESS, adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { BEACHES_LIST } from './admin-lists.ts';
import { adminQueryKeys } from './admin-query-keys.ts';
import { ADMIN_BEACHES_PATH } from './get-admin-beach.ts';

/** `editId`: the beach being edited; none for a new one. */
export function useSaveBeach(editId: number | undefined, onSaved: () => void) {
  const queryClient = useQueryClient();
  const editing = editId !== undefined;
  return useMutation({
    mutationFn: (input: AdminBeachInput) =>
      editing
        ? apiWrite('PUT', `${ADMIN_BEACHES_PATH}/${editId}`, input, beachSchema)
        : apiWrite('POST', ADMIN_BEACHES_PATH, input, beachSchema),
    onSuccess: (beach) => {
      adminSuccess(editing ? ADMIN_SUCCESS.beachUpdated : ADMIN_SUCCESS.beachCreated);
      queryClient.setQueryData(adminQueryKeys.beach(beach.id), beach);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.list(BEACHES_LIST.resource) });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.stats });
      onSaved();
    },
    onError: (error) => adminFailure(editing ? ADMIN_FAILURE.updateBeach : 'Failed to add beach', error),
  });
}
