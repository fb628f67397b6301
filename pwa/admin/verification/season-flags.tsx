/** What must be checked about a seasonal rule before its season starts, or that nothing must. */
import { Badge, chakra, Text } from '@chakra-ui/react';
import type { SeasonCheckFlag } from '../../../domain/dog-rules/season-check.ts';

export function SeasonFlags({ flags }: { flags: SeasonCheckFlag[] }) {
  if (flags.length === 0) {
    return (
      <Badge colorPalette="green" variant="subtle">
        Nothing to check
      </Badge>
    );
  }
  return (
    <chakra.ul listStyleType="none" display="grid" gap="1" m="0" p="0">
      {flags.map((flag) => (
        <chakra.li key={flag.code} display="flex" gap="1.5" alignItems="baseline">
          <Text as="span" aria-hidden color="orange.700" fontWeight="bold">
            !
          </Text>
          <Text as="span" fontSize="sm" color="gray.800">
            {flag.reason}
          </Text>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
