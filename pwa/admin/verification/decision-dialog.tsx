/**
 * "Are you sure?" before confirming or dismissing a report, with an optional note for the audit
 * log. Focus starts on Cancel, the safe choice.
 */
import { Button, Dialog, Field, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../ui/dialog-frame.tsx';

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
    <DialogFrame
      open={kind !== null}
      onClose={onClose}
      role="alertdialog"
      placement="center"
      onExitComplete={() => setNote('')}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-decision-cancel]')}
      title={words.title}
      contentProps={{ mx: '4', rounded: 'xl' }}
      bodyProps={{ display: 'grid', gap: '3' }}
      footer={
        <>
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
        </>
      }
    >
      <Text color="gray.700">{words.body}</Text>
      <Field.Root>
        <Field.Label>Note for the audit log (optional)</Field.Label>
        <Textarea value={note} maxLength={1000} rows={2} onChange={(e) => setNote(e.target.value)} />
      </Field.Root>
    </DialogFrame>
  );
}
