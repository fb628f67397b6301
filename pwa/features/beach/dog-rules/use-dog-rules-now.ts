import { beachDogRulesChangeAt } from '../../../../domain/dog-rules/dog-rules-change.ts';
import type { DogRuleSource } from '../../../../domain/dog-rules/dog-rules-legacy.ts';
import { useNow } from '../../../lib/use-now.ts';

/**
 * The time for words made of a beach's dog rules (the lead line, the rule in force, the nearest open
 * beaches): they may read otherwise only where a rule's hours begin or end, or at midnight.
 */
export const useDogRulesNow = (beach: DogRuleSource): Date =>
  useNow(60_000, (at) => beachDogRulesChangeAt(beach, at));
