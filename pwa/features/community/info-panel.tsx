import { Flex, Stack, Text } from '@chakra-ui/react';
import { Glyph, type GlyphName } from '../../ui/glyph.tsx';

/** A tinted panel with a title and a short list: the feedback screen's help and guidelines. */
export function InfoPanel({
  icon,
  title,
  items,
  tone = 'sea',
}: {
  icon: GlyphName;
  title: string;
  items: readonly string[];
  tone?: 'sea' | 'sand';
}) {
  return (
    <Flex
      gap="3"
      p="4"
      rounded="xl"
      bg={`${tone}.50`}
      borderWidth="1px"
      borderColor={`${tone}.100`}
      align="start"
    >
      <Glyph name={icon} boxSize="5" color={`${tone}.700`} mt="0.5" />
      <Stack gap="1.5">
        <Text fontWeight="semibold" color="gray.900" fontSize="sm">
          {title}
        </Text>
        <Stack as="ul" gap="1" m="0" ps="4" fontSize="sm" color="gray.700" listStyleType="disc">
          {items.map((item) => (
            <Text as="li" key={item}>
              {item}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Flex>
  );
}
