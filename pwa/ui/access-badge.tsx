import { Badge } from '@chakra-ui/react';
import { ACCESS_TYPE_LABELS, type AccessType } from '../../domain/beach.ts';

/** Spec §9 access badge colours: green, yellow, orange, red. */
const PALETTE: Record<AccessType, string> = {
  'year-round': 'green',
  seasonal: 'yellow',
  restricted: 'orange',
  'no-dogs': 'red',
};

const STATUS_TO_ACCESS: Record<string, AccessType> = {
  allowed: 'year-round',
  seasonal_ban: 'seasonal',
  restricted: 'restricted',
  year_round_ban: 'no-dogs',
};

/** Driven by dogAccessStatus, falling back to accessType (spec §4). */
export function accessOf(beach: { dogAccessStatus?: string | null; accessType: string }): AccessType {
  return (
    (beach.dogAccessStatus && STATUS_TO_ACCESS[beach.dogAccessStatus]) || (beach.accessType as AccessType)
  );
}

export function AccessBadge({ beach }: { beach: { dogAccessStatus?: string | null; accessType: string } }) {
  const access = accessOf(beach);
  return (
    <Badge colorPalette={PALETTE[access]} variant="solid" size="md">
      {access === 'seasonal' ? 'Seasonal Access' : ACCESS_TYPE_LABELS[access]}
    </Badge>
  );
}
