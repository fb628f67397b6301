import { Flex } from '@chakra-ui/react';
import { Glyph } from '../../ui/glyph.tsx';

const ICONS = { sea: 'mail', green: 'checkCircle', orange: 'alert' } as const;

/** The round icon atop the outcome panels: an envelope (sea), a tick (green) or a warning (orange). Decorative. */
export function StatusIcon({ tone = 'sea' }: { tone?: keyof typeof ICONS }) {
  return (
    <Flex
      boxSize="14"
      rounded="full"
      bg={`${tone}.100`}
      color={`${tone}.700`}
      align="center"
      justify="center"
    >
      <Glyph name={ICONS[tone]} boxSize="7" />
    </Flex>
  );
}
