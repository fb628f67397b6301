import { Badge } from '@chakra-ui/react';
import { ACCESS_TYPE_LABELS, type AccessType, type Beach } from '../../domain/beaches/beach.ts';
import { type DogRuleSource, unknownDogRules } from '../../domain/dog-rules/dog-rules-legacy.ts';

/** Spec §9 access badge colours: green, yellow, orange, red — in shades that keep text readable (WCAG AA). */
const COLOURS: Record<AccessType, { bg: string; color: string }> = {
  'year-round': { bg: 'green.700', color: 'white' },
  seasonal: { bg: 'yellow.300', color: 'gray.900' },
  restricted: { bg: 'orange.700', color: 'white' },
  'no-dogs': { bg: 'red.700', color: 'white' },
};

const STATUS_TO_ACCESS: Record<string, AccessType> = {
  allowed: 'year-round',
  seasonal_ban: 'seasonal',
  restricted: 'restricted',
  year_round_ban: 'no-dogs',
};

type BadgeBeach = { dogAccessStatus?: string | null; accessType: string } & Partial<
  Pick<Beach, 'dogRules' | 'validationSourceUrl'>
>;

/** Driven by dogAccessStatus, falling back to accessType (spec §4). */
function accessOf(beach: { dogAccessStatus?: string | null; accessType: string }): AccessType {
  return (
    (beach.dogAccessStatus && STATUS_TO_ACCESS[beach.dogAccessStatus]) || (beach.accessType as AccessType)
  );
}

/**
 * A public beach with no rule and no source says nothing green (issue #29). Admin rows carry no
 * source field at all: there the badge is the access type the admin chose.
 */
const rulesNotKnown = (beach: BadgeBeach) =>
  beach.validationSourceUrl !== undefined && unknownDogRules(beach as DogRuleSource) === 'nothing-recorded';

export function AccessBadge({ beach }: { beach: BadgeBeach }) {
  if (rulesNotKnown(beach)) {
    return (
      <Badge bg="gray.600" color="white" variant="solid" size="md">
        Dog rules not known
      </Badge>
    );
  }
  const access = accessOf(beach);
  return (
    <Badge {...COLOURS[access]} variant="solid" size="md">
      {access === 'seasonal' ? 'Seasonal Access' : ACCESS_TYPE_LABELS[access]}
    </Badge>
  );
}
