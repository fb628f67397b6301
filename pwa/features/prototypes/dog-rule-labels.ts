/** Wording for a beach's dog rules, as the prototype detail pages show them. */
import type { Beach } from '../../../domain/beaches/beach.ts';
import type { TrustWords } from '../../../domain/dog-rules/dog-rule-evidence-words.ts';

export const DOG_STATUS_LABELS: Record<NonNullable<Beach['dogAccessStatus']>, string> = {
  allowed: 'Dogs allowed all year',
  seasonal_ban: 'Seasonal dog ban',
  year_round_ban: 'No dogs all year',
  restricted: 'Dogs restricted on part of the beach',
};

// Light badges on the dark header: solid orange and green fail contrast with white text.
const PALETTES = { high: 'green', medium: 'yellow', low: 'orange' } as const;

/**
 * A rule's badge (issue #29 item 5): "Verified" only when what the rule rests on gives it high
 * confidence by the written rule in domain/dog-rules/dog-rule-evidence.ts; otherwise what it does rest on.
 */
export function trustBadge(trust: TrustWords): {
  label: string;
  palette: (typeof PALETTES)[keyof typeof PALETTES];
} {
  return {
    label: trust.confidence === 'high' ? 'Verified' : trust.words,
    palette: PALETTES[trust.confidence],
  };
}
