/**
 * Asked before signing out while the user's writes still wait on the phone (issue #28 §4): what
 * happens to them — they stay, and go when the same account signs in again — and, with no signal,
 * that the phone signs out now and the server once the signal is back. Focus starts on Cancel.
 * Loaded only when asked (user-menu.tsx).
 */
import { Button, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { AuthUser } from '../lib/current-user.ts';
import { useSyncStatus } from '../offline/use-sync-status.ts';
import { CommunityIcon } from './community-icon.tsx';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function SignOutDialog({
  user,
  waiting,
  busy,
  onConfirm,
  onCancel,
}: {
  user: AuthUser;
  waiting: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { online } = useSyncStatus();
  const cancel = useRef<HTMLButtonElement>(null);
  const one = waiting === 1;
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onCancel()}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => cancel.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" rounded="xl">
            <Dialog.Header pe="12">
              <Dialog.Title>Sign out with {count(waiting, 'item', 'items')} waiting?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="gray.800">
                  You have {count(waiting, 'item', 'items')} waiting to be sent.{' '}
                  {one ? 'It stays' : 'They stay'} on this phone and {one ? 'is' : 'are'} sent when you sign
                  in again as{' '}
                  <Text as="strong" fontWeight="semibold" overflowWrap="anywhere">
                    {user.email}
                  </Text>
                  .
                </Text>
                <Text fontSize="sm" color="gray.700">
                  Anyone else who signs in here sees only that {one ? 'something waits' : 'some items wait'}{' '}
                  for another account — never what {one ? 'it says' : 'they say'}.
                </Text>
                {!online && (
                  <Flex gap="2.5" align="start" p="3" rounded="lg" bg="orange.50" color="orange.900">
                    <CommunityIcon name="info" boxSize="4.5" mt="0.5" flexShrink="0" />
                    <Text fontSize="sm">
                      No signal: you are signed out on this phone now, and on the server as soon as the signal
                      returns.
                    </Text>
                  </Flex>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancel} variant="outline">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="sea" onClick={onConfirm} loading={busy} loadingText="Signing out...">
                Sign out
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
