/**
 * The Beach Details tab's share-your-experience prompt (spec §2), for signed-in users only:
 * add photos or feedback about this beach, with the beach already chosen.
 */
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { useCurrentUser } from '../../../data/queries/current-user.ts';
import { Glyph } from '../../../ui/glyph.tsx';

/** "?beachId=7&beachName=Croyde%20Bay": how the community pages are told which beach. */
export const beachParams = (beach: Beach) =>
  new URLSearchParams({ beachId: String(beach.id), beachName: beach.name }).toString();

export function CommunitySharePrompt({ beach }: { beach: Beach }) {
  const user = useCurrentUser().data;
  if (!user) return null;
  return (
    <Box
      as="section"
      aria-labelledby="share-experience"
      rounded="xl"
      p={{ base: '5', md: '6' }}
      bgGradient="to-r"
      gradientFrom="sea.700"
      gradientTo="sea.500"
      color="white"
      shadow="sm"
    >
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        align={{ md: 'center' }}
        justify="space-between"
      >
        <Stack gap="1">
          <Heading as="h2" id="share-experience" size="md">
            Been to {beach.name} with your dog?
          </Heading>
          <Text fontSize="sm" color="sea.50">
            Share your experience: add photos or tell other owners what you found.
          </Text>
        </Stack>
        <Flex gap="2" wrap="wrap" flexShrink={0}>
          <Button asChild size="sm" bg="white" color="sea.800" _hover={{ bg: 'sea.50' }}>
            <RouterLink to={`/community/upload?${beachParams(beach)}`}>
              <Glyph name="camera" /> Upload Photos
            </RouterLink>
          </Button>
          <Button
            asChild
            size="sm"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to={`/community/feedback?${beachParams(beach)}`}>
              <Glyph name="message" /> Share Feedback
            </RouterLink>
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
