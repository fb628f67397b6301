/**
 * What the "Waiting to send" list says about items on this phone that are not the viewer's
 * (issue #28 §1): how many, and when they go — never what they say, and nothing to act on. A
 * signed-out visitor may be that other account, so they are offered the way to sign in.
 */
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Glyph } from '../glyph.tsx';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 items are waiting for another account on this phone — they will be sent when …". */
function otherAccountsLine(n: number): string {
  return `${count(n, 'item is', 'items are')} waiting for another account on this phone — ${n === 1 ? 'it' : 'they'} will be sent when that account signs in again.`;
}

function madeSignedOutLine(n: number): string {
  return `${count(n, 'item', 'items')} made while signed out ${n === 1 ? 'is' : 'are'} waiting on this phone — ${n === 1 ? 'it' : 'they'} will be sent after you sign out.`;
}

function SignInLink() {
  const location = useLocation();
  // Already on the sign-in page: keep where it was going to return to (no nested returnTo).
  const onSignIn = location.pathname === '/auth';
  const returnTo = encodeURIComponent(location.pathname + location.search + location.hash);
  const to = onSignIn ? `/auth${location.search}` : `/auth?returnTo=${returnTo}`;
  return (
    <Button asChild size="sm" colorPalette="sea" alignSelf={{ base: 'stretch', sm: 'center' }}>
      <RouterLink to={to}>Sign In</RouterLink>
    </Button>
  );
}

export function OthersWaitingNote({
  otherAccounts,
  madeSignedOut,
  signedIn,
}: {
  otherAccounts: number;
  madeSignedOut: number;
  signedIn: boolean;
}) {
  const lines = [
    otherAccounts > 0 ? otherAccountsLine(otherAccounts) : null,
    signedIn && madeSignedOut > 0 ? madeSignedOutLine(madeSignedOut) : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      align={{ base: 'stretch', sm: 'center' }}
      p="3"
      rounded="lg"
      bg="purple.50"
      borderWidth="1px"
      borderColor="purple.200"
    >
      <Flex gap="3" align="start" flex="1">
        <Flex
          boxSize="8"
          flexShrink="0"
          rounded="full"
          bg="white"
          color="purple.700"
          align="center"
          justify="center"
        >
          <Glyph name="lock" boxSize="4" />
        </Flex>
        <Stack gap="1" minW="0">
          {lines.map((line) => (
            <Text key={line} fontSize="sm" color="gray.900">
              {line}
            </Text>
          ))}
        </Stack>
      </Flex>
      {!signedIn && otherAccounts > 0 && <SignInLink />}
    </Flex>
  );
}
