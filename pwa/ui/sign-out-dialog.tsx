/**
 * Asked before signing out while the user's writes still wait on the phone (issue #28 §4): what
 * happens to them — they stay, and go when the same account signs in again — and, with no signal,
 * that the phone signs out now and the server once the signal is back. Focus starts on Cancel
 * (ConfirmDialog).
 * Loaded only when asked (user-menu.tsx).
 */
import { Flex, Stack, Text } from '@chakra-ui/react';
import { useSyncStatus } from '../data/mirror/use-sync-status.ts';
import type { AuthUser } from '../data/queries/current-user.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Glyph } from './glyph.tsx';

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
  const one = waiting === 1;
  return (
    <ConfirmDialog
      open
      title={`Sign out with ${count(waiting, 'item', 'items')} waiting?`}
      body={
        <Stack gap="3">
          <Text color="gray.800">
            You have {count(waiting, 'item', 'items')} waiting to be sent. {one ? 'It stays' : 'They stay'} on
            this phone and {one ? 'is' : 'are'} sent when you sign in again as{' '}
            <Text as="strong" fontWeight="semibold" overflowWrap="anywhere">
              {user.email}
            </Text>
            .
          </Text>
          <Text fontSize="sm" color="gray.700">
            Anyone else who signs in here sees only that {one ? 'something waits' : 'some items wait'} for
            another account — never what {one ? 'it says' : 'they say'}.
          </Text>
          {!online && (
            <Flex gap="2.5" align="start" p="3" rounded="lg" bg="orange.50" color="orange.900">
              <Glyph name="info" boxSize="4.5" mt="0.5" flexShrink="0" />
              <Text fontSize="sm">
                No signal: you are signed out on this phone now, and on the server as soon as the signal
                returns.
              </Text>
            </Flex>
          )}
        </Stack>
      }
      confirmLabel="Sign out"
      busyLabel="Signing out..."
      busy={busy}
      colorPalette="sea"
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
}
