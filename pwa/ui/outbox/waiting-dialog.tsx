/**
 * The header badge's "Waiting to send" dialog. Loaded only when the badge is used (React.lazy
 * in ui/outbox/outbox-badge.tsx): it brings the list and, through it, the outbox's code.
 */
import type { RefObject } from 'react';
import { DialogFrame } from '../dialog-frame.tsx';
import { WaitingList } from './waiting-list.tsx';

export default function WaitingDialog({
  open,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      placement="center"
      scrollBehavior="inside"
      size="md"
      finalFocusEl={() => returnFocusTo.current}
      title="Waiting to send"
      description="Kept on this phone until the server has it — closing the app loses nothing."
      contentProps={{ mx: '3', rounded: 'xl' }}
      headerProps={{ px: { base: '4', sm: '6' } }}
      descriptionProps={{ fontSize: 'sm' }}
      bodyProps={{ px: { base: '4', sm: '6' }, pb: '6' }}
    >
      <WaitingList />
    </DialogFrame>
  );
}
