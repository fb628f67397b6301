/**
 * The dog columns a beach saved by an admin gets (issue #13). The rules list is the truth: the
 * spec's single-period fields (and the access type the list and badges show) are derived from
 * it, as the dataset's are (db/data-files.ts). With no list, the rules come from the access
 * type the way the seed gives a beach without a record its rules (db/seeds/dog-rules.ts); a
 * seasonal ban with no dates then keeps no list, and the API reads its old fields as for any
 * such beach. The editor checks the access type against the list with the same function.
 */
import type { AccessType, Beach } from '../beaches/beach.ts';
import type { DogRule } from '../dog-rules/dog-rules.ts';
import { dogRulesFromLegacy, legacyDogFields } from '../dog-rules/dog-rules-legacy.ts';

export type SavedDogFields = ReturnType<typeof legacyDogFields> & {
  dogRules: DogRule[] | null;
};

/** The dog columns for an access type and (optionally) a rules list. */
export function savedDogFields(accessType: AccessType, rules: readonly DogRule[] | null): SavedDogFields {
  const list = rules ? [...rules] : dogRulesFromLegacy({ accessType });
  if (list) return { dogRules: list, ...legacyDogFields(list) };
  return {
    dogRules: null,
    accessType,
    dogAccessStatus: 'seasonal_ban',
    dogRestrictionStart: null,
    dogRestrictionEnd: null,
    dogRestrictionHours: null,
    dogOnLeadRequired: false,
  };
}

/** The access type a rules list makes a beach, when the one chosen disagrees with it (else null). */
export function accessTypeTheRulesGive(
  accessType: AccessType,
  rules: readonly DogRule[] | null,
): AccessType | null {
  if (!rules) return null;
  const derived = legacyDogFields(rules).accessType;
  return derived === accessType ? null : derived;
}

export const accessTypeMismatchMessage = (derived: AccessType) =>
  `Access type must agree with the dog rules, which make this beach "${derived}"`;

/** "Where exactly" for a rules list: the zones it names, in order, once each (null: whole beach). */
export function zonesOf(rules: readonly DogRule[] | null): Beach['dogRestrictionZones'] {
  const zones = [...new Set((rules ?? []).map((r) => r.zone).filter((z): z is string => Boolean(z)))];
  return zones.length > 0 ? zones.join('; ') : null;
}
