import { Badge } from '@chakra-ui/react';

/** A two-state badge in white on a dark colour (AA contrast): green when `on`, else `offBg`. */
export function StatusBadge({
  on,
  onLabel,
  offLabel,
  offBg = 'gray.700',
}: {
  on: boolean;
  onLabel: string;
  offLabel: string;
  offBg?: string;
}) {
  return (
    <Badge bg={on ? 'green.700' : offBg} color="white">
      {on ? onLabel : offLabel}
    </Badge>
  );
}
