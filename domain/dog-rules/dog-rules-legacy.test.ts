/**
 * The single-period fields older clients read, derived from a beach's list of rules, and rules
 * nobody recorded (dog-rules-legacy.ts).
 */
import { describe, expect, it } from 'vitest';
import { at, beach, blackpoolSands, burnham, summer, summerleaze } from '../testing/dog-rule-examples.ts';
import { dogAccessNow } from './dog-access-now.ts';
import type { DogRule } from './dog-rules.ts';
import { dogRulesFromLegacy, dogRulesOf, legacyDogFields, unknownDogRules } from './dog-rules-legacy.ts';

/** The beach as a client that reads only the single-period fields sees it. */
const rebuilt = (b: ReturnType<typeof beach>) => ({
  ...b,
  dogRules: dogRulesFromLegacy(legacyDogFields(b.dogRules)),
});

describe('the single-period fields derived from a list', () => {
  it('a part closed all year and parts closed in summer: restricted all year (issue #29)', () => {
    // With the summer dates, a client rebuilding the rule let dogs onto the closed part in January.
    expect(legacyDogFields(burnham.dogRules)).toEqual({
      accessType: 'restricted',
      dogAccessStatus: 'restricted',
      dogRestrictionStart: null,
      dogRestrictionEnd: null,
      dogRestrictionHours: '24hr',
      dogOnLeadRequired: false,
    });
    expect(dogAccessNow(rebuilt(burnham), at('2026-01-15T12:00:00Z')).state).toBe('restricted');
  });

  it('parts closed in several seasons: the widest period, with hours only when all share them', () => {
    const part = (from: string, to: string, hours: DogRule['hours'] = 'all-day'): DogRule => ({
      kind: 'no-dogs',
      zone: 'by the pier',
      period: { from, to },
      hours,
    });
    const daytime = { from: '10:00', to: '18:00' };
    expect(legacyDogFields([part('04-01', '09-30', daytime), part('05-01', '10-15', daytime)])).toMatchObject(
      {
        dogAccessStatus: 'restricted',
        dogRestrictionStart: '04-01',
        dogRestrictionEnd: '10-15',
        dogRestrictionHours: '10:00-18:00',
      },
    );
    expect(legacyDogFields([part('04-01', '09-30', daytime), part('05-01', '10-15')])).toMatchObject({
      dogRestrictionHours: '24hr',
    });
    // A winter and a summer season: the longer gap between them (October and November) stays open.
    expect(legacyDogFields([part('12-01', '01-31'), part('04-01', '09-30')])).toMatchObject({
      dogRestrictionStart: '12-01',
      dogRestrictionEnd: '09-30',
    });
    // A night window on the last day of its season reaches into the next morning: kept as the
    // hours, or, where the hours become all day, as one more day.
    const nights = part('05-01', '09-30', { from: '22:00', to: '06:00' });
    expect(legacyDogFields([nights])).toMatchObject({
      dogRestrictionEnd: '09-30',
      dogRestrictionHours: '22:00-06:00',
    });
    expect(legacyDogFields([nights, part('06-01', '08-31')])).toMatchObject({
      dogRestrictionEnd: '10-01',
      dogRestrictionHours: '24hr',
    });
  });

  it('a summer ban of the whole beach and a part closed all year: no dogs all year', () => {
    const rules: DogRule[] = [
      { kind: 'no-dogs', zone: null, period: summer, hours: 'all-day' },
      { kind: 'no-dogs', zone: 'on the dunes', period: 'all-year', hours: 'all-day' },
    ];
    expect(legacyDogFields(rules)).toMatchObject({
      accessType: 'no-dogs',
      dogAccessStatus: 'year_round_ban',
      dogRestrictionStart: null,
    });
  });

  it('rebuilt from the fields, a rule is never less strict than the list', () => {
    const strictness = { unknown: 0, allowed: 0, lead: 1, restricted: 2, banned: 3 };
    const nights: DogRule = {
      kind: 'no-dogs',
      zone: 'by the pier',
      period: summer,
      hours: { from: '22:00', to: '06:00' },
    };
    const lists = [
      burnham,
      blackpoolSands,
      summerleaze,
      beach([...burnham.dogRules, ...summerleaze.dogRules]),
      beach([{ ...blackpoolSands.dogRules[0], period: summer }, burnham.dogRules[0]]),
      beach([
        nights,
        { ...nights, zone: 'on the dunes', period: { from: '07-01', to: '08-31' }, hours: 'all-day' },
      ]),
    ];
    const moments = [...Array(12).keys()].flatMap((m) =>
      ['00:30', '09:00', '13:00', '20:00'].map((t) => `2027-${String(m + 1).padStart(2, '0')}-15T${t}:00Z`),
    );
    for (const list of lists) {
      for (const iso of [...moments, '2027-10-01T04:00:00Z']) {
        const fromList = dogAccessNow(list, at(iso)).state;
        const fromFields = dogAccessNow(rebuilt(list), at(iso)).state;
        expect(strictness[fromFields], `${iso}: ${fromFields} vs ${fromList}`).toBeGreaterThanOrEqual(
          strictness[fromList],
        );
      }
    }
  });

  it('a season counted from Easter gives its widest window over all years', () => {
    expect(legacyDogFields(blackpoolSands.dogRules)).toMatchObject({
      dogAccessStatus: 'seasonal_ban',
      dogRestrictionStart: '03-08',
      dogRestrictionEnd: '11-03',
    });
  });

  it('a lead rule in season: dogs allowed, with the lead season and hours', () => {
    expect(legacyDogFields(summerleaze.dogRules)).toEqual({
      accessType: 'year-round',
      dogAccessStatus: 'allowed',
      dogRestrictionStart: '05-21',
      dogRestrictionEnd: '09-30',
      dogRestrictionHours: '10:00-18:00',
      dogOnLeadRequired: true,
    });
  });

  it('read back, the fields of a single rule give the same rule', () => {
    for (const rules of [summerleaze.dogRules, [{ ...blackpoolSands.dogRules[0], period: summer }]]) {
      expect(dogRulesFromLegacy(legacyDogFields(rules))).toEqual(rules);
    }
    expect(legacyDogFields([])).toMatchObject({ dogAccessStatus: 'allowed', dogRestrictionHours: null });
  });
});

describe('rules nobody recorded (issue #29)', () => {
  const added = { accessType: 'year-round' as const, dogRules: [], validationSourceUrl: null };

  it('no rule and no source: not known, rather than no rule', () => {
    expect(unknownDogRules(added)).toBe('nothing-recorded');
    expect(dogRulesOf(added)).toBeNull();
    expect(unknownDogRules({ ...added, dogRules: null, dogAccessStatus: 'allowed' })).toBe(
      'nothing-recorded',
    );
  });

  it('a source saying there is no rule, or a rule without a source, is known', () => {
    expect(dogRulesOf({ ...added, validationSourceUrl: 'https://council.example/dog-rules' })).toEqual([]);
    expect(dogRulesOf(summerleaze)).toEqual(summerleaze.dogRules);
    expect(dogRulesOf({ ...summerleaze, validationSourceUrl: null })).toEqual(summerleaze.dogRules);
  });

  it('a seasonal ban with no dates stays its own kind of unknown', () => {
    expect(unknownDogRules({ accessType: 'seasonal', validationSourceUrl: null })).toBe(
      'season-without-dates',
    );
  });
});
