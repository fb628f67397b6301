import { Button, Dialog, Text } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { DialogFrame } from './dialog-frame.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Under the title, and read out with it. */
  description?: ReactNode;
  /** A sentence, or what the dialog holds (a choice to make, the facts to weigh). */
  body: ReactNode;
  confirmLabel: string;
  /** The confirm button's words while the action runs. */
  busyLabel?: string;
  busy: boolean;
  /** Red for what cannot be undone; sea for going ahead. */
  colorPalette?: 'red' | 'sea';
  /** Nothing to confirm yet (nothing chosen). */
  confirmDisabled?: boolean;
  /**
   * `alertdialog` (an "are you sure?"): focus starts on Cancel, the safe choice. `dialog` (a
   * choice to make in it): focus starts on its first field.
   */
  role?: 'alertdialog' | 'dialog';
  onConfirm: () => void;
  onClose: () => void;
}

/** A question with Cancel and one action: "Are you sure?" before what cannot be undone, by default. */
export function ConfirmDialog({
  open,
  title,
  description,
  body,
  confirmLabel,
  busyLabel = 'Deleting...',
  busy,
  colorPalette = 'red',
  confirmDisabled = false,
  role = 'alertdialog',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const padding = { base: '4', sm: '6' };
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      role={role}
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={role === 'alertdialog' ? () => cancel.current : undefined}
      title={title}
      description={description}
      contentProps={{ mx: '3', rounded: 'xl' }}
      headerProps={{ px: padding, pe: '12' }}
      descriptionProps={{ fontSize: 'sm' }}
      bodyProps={{ px: padding }}
      footerProps={{ px: padding, flexWrap: 'wrap' }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button ref={cancel} variant="outline">
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button colorPalette={colorPalette} onClick={onConfirm} disabled={busy || confirmDisabled}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {typeof body === 'string' ? <Text color="gray.700">{body}</Text> : body}
    </DialogFrame>
  );
}
