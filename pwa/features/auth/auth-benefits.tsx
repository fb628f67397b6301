import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Glyph } from '../../ui/glyph.tsx';

const BENEFITS = [
  {
    icon: 'camera',
    title: 'Share your beach photos',
    text: 'Show other owners what the sand, the water and the crowds are really like.',
  },
  {
    icon: 'message',
    title: 'Leave feedback and reviews',
    text: 'Flag a changed dog rule or a closed car park so nobody has a wasted trip.',
  },
  {
    icon: 'route',
    title: 'Add your favourite dog walks',
    text: 'Submit the routes you love and rate the ones other owners share.',
  },
] as const;

/** Why have an account: shown beside the sign-in card on wide screens. */
export function AuthBenefits() {
  return (
    <Stack gap="8" maxW="lg">
      <Stack gap="3">
        <Text
          color="sea.700"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="wider"
          fontSize="sm"
        >
          Devon Dog Beaches community
        </Text>
        <Text fontSize="4xl" fontWeight="bold" color="sea.900" lineHeight="1.15">
          Help every dog owner find the right beach today.
        </Text>
      </Stack>
      <Stack as="ul" gap="5" m="0" p="0">
        {BENEFITS.map((b) => (
          <Flex as="li" key={b.title} gap="4" listStyleType="none" align="start">
            <Flex
              boxSize="10"
              rounded="full"
              bg="sea.600"
              color="white"
              align="center"
              justify="center"
              flexShrink={0}
              aria-hidden
            >
              <Glyph name={b.icon} boxSize="5" />
            </Flex>
            <Box>
              <Heading as="h2" size="md" color="sea.900">
                {b.title}
              </Heading>
              <Text color="gray.700">{b.text}</Text>
            </Box>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
