/**
 * The header badge's "Waiting to send" dialog. Loaded only when the badge is used (React.lazy
 * in features/outbox/outbox-badge.tsx): it brings the list and, through it, the outbox's code.
 */
import { CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { RefObject } from 'react';
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
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size="md"
      finalFocusEl={() => returnFocusTo.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" rounded="xl">
            <Dialog.Header px={{ base: '4', sm: '6' }}>
              <Stack gap="1">
                <Dialog.Title>Waiting to send</Dialog.Title>
                <Dialog.Description fontSize="sm" color="gray.700">
                  Kept on this phone until the server has it — closing the app loses nothing.
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body px={{ base: '4', sm: '6' }} pb="6">
              <WaitingList />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
