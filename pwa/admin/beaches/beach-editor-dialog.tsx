import { Button, Center, Dialog, Spinner, Text } from '@chakra-ui/react';
import type { AdminBeachInput } from '../../../domain/admin/admin-beach.ts';
import { DialogFrame } from '../../ui/dialog-frame.tsx';
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
