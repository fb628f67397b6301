/**
 * "Are you sure?" before confirming or dismissing a report, with an optional note for the audit
 * log. Focus starts on Cancel, the safe choice.
 */
import { Button, CloseButton, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

const WORDS = {
  confirm: {
    title: 'Confirm report',
    action: 'Confirm',
    body: 'The rule gains a dated “sign seen on site” source from this photo, its confidence is worked out again, and the visitor is emailed.',
  },
  dismiss: {
    title: 'Dismiss report',
    action: 'Dismiss',
    body: 'Nothing changes on the beach and nobody is emailed. The report leaves the queue.',
  },
} as const;

export function DecisionDialog({
  kind,
  busy,
  onDecide,
  onClose,
}: {
  kind: 'confirm' | 'dismiss' | null;
  busy: boolean;
  onDecide: (note: string) => void;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const words = WORDS[kind ?? 'confirm'];
  return (
    <Dialog.Root
      open={kind !== null}
      onOpenChange={(e) => !e.open && onClose()}
      role="alertdialog"
      placement="center"
      onExitComplete={() => setNote('')}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-decision-cancel]')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" rounded="xl">
            <Dialog.Header>
              <Dialog.Title>{words.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="grid" gap="3">
              <Text color="gray.700">{words.body}</Text>
              <Field.Root>
                <Field.Label>Note for the audit log (optional)</Field.Label>
                <Textarea value={note} maxLength={1000} rows={2} onChange={(e) => setNote(e.target.value)} />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" data-decision-cancel>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={kind === 'dismiss' ? 'red' : 'sea'}
                onClick={() => onDecide(note)}
                disabled={busy}
              >
                {busy ? 'Saving...' : words.action}
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
