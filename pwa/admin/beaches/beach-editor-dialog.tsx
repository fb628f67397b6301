/**
 * Edit Beach and Add Beach (spec §2, issue #13): the same dialog, empty for a new beach or
 * filled from GET /api/admin/beaches/:id; saved with PUT or POST, then every admin list and the
 * figures are read again (the public pages and phones follow through the data version and sync).
 */
import { Button, Center, Dialog, Spinner, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBeachInput } from '../../../domain/admin/admin-beach.ts';
import { DialogFrame } from '../../ui/dialog-frame.tsx';
import { adminQueryKeys } from '../admin-api.ts';
import { ADMIN_FAILURE, ADMIN_SUCCESS, adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { BEACHES_LIST, createBeach, fetchAdminBeach, updateBeach } from './admin-beaches-api.ts';
import { BEACH_FORM_ID, BeachEditorForm } from './beach-editor-form.tsx';
import { beachToForm, emptyBeachForm } from './beach-form-values.ts';

export type EditorTarget = { mode: 'add' } | { mode: 'edit'; id: number; name: string };

function EditBody({ id, save }: { id: number; save: (input: AdminBeachInput) => Promise<unknown> }) {
  const beach = useQuery({
    queryKey: adminQueryKeys.beach(id),
    queryFn: () => fetchAdminBeach(id),
    staleTime: 0,
    networkMode: 'online',
  });
  if (beach.isPending) {
    return (
      <Center py="16">
        <Spinner color="sea.600" role="status" aria-label="Loading the beach" />
      </Center>
    );
  }
  if (beach.isError) return <Text color="red.700">Could not load this beach: {beach.error.message}</Text>;
  return <BeachEditorForm initial={beachToForm(beach.data)} save={save} />;
}

export function BeachEditorDialog({ target, onClose }: { target: EditorTarget | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const editing = target?.mode === 'edit';
  const save = useMutation({
    mutationFn: (input: AdminBeachInput) =>
      target?.mode === 'edit' ? updateBeach(target.id, input) : createBeach(input),
    onSuccess: (beach) => {
      adminSuccess(editing ? ADMIN_SUCCESS.beachUpdated : ADMIN_SUCCESS.beachCreated);
      queryClient.setQueryData(adminQueryKeys.beach(beach.id), beach);
      void queryClient.invalidateQueries({ queryKey: ['admin', BEACHES_LIST] });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.stats });
      onClose();
    },
    onError: (error) => adminFailure(editing ? ADMIN_FAILURE.updateBeach : 'Failed to add beach', error),
  });
  return (
    <DialogFrame
      open={target !== null}
      onClose={onClose}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      title={editing ? `Edit Beach: ${target.name}` : 'Add Beach'}
      footerProps={{ borderTopWidth: '1px', borderColor: 'gray.200' }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" form={BEACH_FORM_ID} colorPalette="sea" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Add beach'}
          </Button>
        </>
      }
    >
      {target?.mode === 'edit' ? (
        <EditBody key={target.id} id={target.id} save={save.mutateAsync} />
      ) : (
        target && <BeachEditorForm initial={emptyBeachForm()} save={save.mutateAsync} />
      )}
    </DialogFrame>
  );
}
