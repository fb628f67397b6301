/**
 * Edit Beach and Add Beach (spec §2, issue #13): the same dialog, empty for a new beach or
 * filled from GET /api/admin/beaches/:id; saved with PUT or POST, then every admin list and the
 * figures are read again (the public pages and phones follow through the data version and sync).
 */
import { Button, Center, CloseButton, Dialog, Portal, Spinner, Text } from '@chakra-ui/react';
import type { AdminBeachInput } from '../../../domain/admin/admin-beach.ts';
import { useAdminBeach } from '../api/get-admin-beach.ts';
import { useSaveBeach } from '../api/save-beach.ts';
import { BEACH_FORM_ID, BeachEditorForm } from './beach-editor-form.tsx';
import { beachToForm, emptyBeachForm } from './beach-form-values.ts';

export type EditorTarget = { mode: 'add' } | { mode: 'edit'; id: number; name: string };

function EditBody({ id, save }: { id: number; save: (input: AdminBeachInput) => Promise<unknown> }) {
  const beach = useAdminBeach(id);
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
  const editing = target?.mode === 'edit';
  const save = useSaveBeach(target?.mode === 'edit' ? target.id : undefined, onClose);
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{editing ? `Edit Beach: ${target.name}` : 'Add Beach'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {target?.mode === 'edit' ? (
                <EditBody key={target.id} id={target.id} save={save.mutateAsync} />
              ) : (
                target && <BeachEditorForm initial={emptyBeachForm()} save={save.mutateAsync} />
              )}
            </Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" borderColor="gray.200">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={BEACH_FORM_ID} colorPalette="sea" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Add beach'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
