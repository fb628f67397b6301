/**
 * The beaches the dog-rule tests read: ones described by the single-period fields (accessType,
 * dogAccessStatus, one restriction period), and ones whose rules are a list, as db/data holds
 * real ones.
 */
import type { DogRuleSource } from '../dog-rules/dog-access-now.ts';
import type { DogRule } from '../dog-rules/dog-rules.ts';

/** A moment given as UTC, so each test states exactly which London wall-clock time it means. */
export const at = (iso: string) => new Date(iso);

/** The page a test beach's rules rest on. */
export const source = { validationSourceUrl: 'https://council.example/dog-rules' };

export const summerBan: DogRuleSource = {
  ...source,
  accessType: 'seasonal',
  dogAccessStatus: 'seasonal_ban',
  dogRestrictionStart: '05-01',
  dogRestrictionEnd: '09-30',
  dogRestrictionHours: '24hr',
  dogOnLeadRequired: false,
};
export const daytimeBan: DogRuleSource = { ...summerBan, dogRestrictionHours: '10:00-18:00' };

export const summer = { from: '05-01', to: '09-30' };
/** A beach with these rules, resting on a source. */
export const beach = (dogRules: DogRule[]) => ({
  accessType: 'restricted' as const,
  dogRules,
  ...source,
});

// Somerset Council's zones at Burnham-on-Sea, as db/data holds them.
export const burnham = beach([
  { kind: 'no-dogs', zone: 'between the jetty and the pavilion', period: 'all-year', hours: 'all-day' },
  {
    kind: 'no-dogs',
    zone: 'from the jetty to the yacht club and from the pavilion to Maddocks Slade',
    period: summer,
    hours: 'all-day',
  },
]);
// Blackpool Sands: no dogs from two weeks before Easter until after the October half term.
export const blackpoolSands = beach([
  { kind: 'no-dogs', zone: null, period: { from: { daysFromEaster: -14 }, to: '11-03' }, hours: 'all-day' },
]);
// Summerleaze, Bude: leads 10:00–18:00 from 21 May to 30 September; no ban.
export const summerleaze = beach([
  {
    kind: 'on-lead',
    zone: null,
    period: { from: '05-21', to: '09-30' },
    hours: { from: '10:00', to: '18:00' },
  },
]);
