import { Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { useCurrentUser } from '../../../data/queries/current-user.ts';
import { Glyph } from '../../../ui/glyph.tsx';

/**
 * The reviews card before anyone has reviewed the beach: an invitation, not a zero. Signed-in
 * users find the form just below (ReviewPrompt); visitors are pointed to sign in and back.
 */
export function NoReviewsYet({ beach }: { beach: Beach }) {
  const signedIn = Boolean(useCurrentUser().data);
  return (
    <Flex gap="2.5" align="start" p="3" rounded="lg" bg="sand.50" color="gray.700">
      <Glyph name="star" mt="0.5" color="orange.400" />
      <Text fontSize="sm">
        Nobody has reviewed {beach.name} yet. Been here with your dog?{' '}
        {signedIn ? (
          'Yours can be the first: write it below.'
        ) : (
          <>
            <Link asChild color="sea.700" fontWeight="semibold">
              <RouterLink to={`/auth?returnTo=${encodeURIComponent(`/beach/${beach.slug}`)}`}>
                Sign in
              </RouterLink>
            </Link>{' '}
            to write the first review.
          </>
        )}
      </Text>
    </Flex>
  );
}
