import { Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Glyph, type GlyphName } from '../../ui/glyph.tsx';

const TIPS: { icon: GlyphName; title: string; text: string }[] = [
  {
    icon: 'camera',
    title: 'Show the beach',
    text: 'The sand, the water, the path down and where dogs can run.',
  },
  {
    icon: 'heart',
    title: 'Be kind',
    text: 'Avoid close-ups of other people or their number plates without asking.',
  },
  {
    icon: 'shield',
    title: 'Your privacy',
    text: 'We strip location and camera data from every photo before it is shown.',
  },
];

/** Side card of the upload page: what makes a useful photo. */
export function UploadTips() {
  return (
    <Card.Root
      as="aside"
      aria-labelledby="upload-tips"
      variant="outline"
      bg="white"
      rounded="2xl"
      borderColor="sand.200"
    >
      <Card.Body gap="4" p="6">
        <Heading as="h2" id="upload-tips" size="md" color="sea.900">
          Tips for great photos
        </Heading>
        <Stack as="ul" gap="4" m="0" p="0">
          {TIPS.map((tip) => (
            <Flex as="li" key={tip.title} gap="3" listStyleType="none">
              <Flex
                boxSize="9"
                rounded="lg"
                bg="sea.50"
                color="sea.700"
                align="center"
                justify="center"
                flexShrink={0}
              >
                <Glyph name={tip.icon} boxSize="4.5" />
              </Flex>
              <Stack gap="0.5">
                <Text fontWeight="semibold" color="gray.900">
                  {tip.title}
                </Text>
                <Text fontSize="sm" color="gray.700">
                  {tip.text}
                </Text>
              </Stack>
            </Flex>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
