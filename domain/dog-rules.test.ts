import { describe, expect, it } from 'vitest';
import { dogAccessNow } from './dog-access-now.ts';
import type { DogRule } from './dog-rules.ts';
import { dogRulesFromLegacy, dogRulesOf, legacyDogFields, unknownDogRules } from './dog-rules-legacy.ts';
import { easterSunday } from './easter.ts';

/** A moment given as UTC, so each test states exactly which London wall-clock time it means. */
const at = (iso: string) => new Date(iso);
const summer = { from: '05-01', to: '09-30' };
const beach = (dogRules: DogRule[]) => ({
  accessType: 'restricted' as const,
  dogRules,
  validationSourceUrl: 'https://council.example/dog-rules',
});

// Somerset Council's zones at Burnham-on-Sea, as db/data holds them.
const burnham = beach([
  { kind: 'no-dogs', zone: 'between the jetty and the pavilion', period: 'all-year', hours: 'all-day' },
  {
    kind: 'no-dogs',
    zone: 'from the jetty to the yacht club and from the pavilion to Maddocks Slade',
    period: summer,
    hours: 'all-day',
  },
]);
// Blackpool Sands: no dogs from two weeks before Easter until after the October half term.
const blackpoolSands = beach([
  { kind: 'no-dogs', zone: null, period: { from: { daysFromEaster: -14 }, to: '11-03' }, hours: 'all-day' },
]);
// Summerleaze, Bude: leads 10:00–18:00 from 21 May to 30 September; no ban.
const summerleaze = beach([
  {
    kind: 'on-lead',
    zone: null,
    period: { from: '05-21', to: '09-30' },
    hours: { from: '10:00', to: '18:00' },
  },
]);

describe('easterSunday (Anonymous Gregorian algorithm)', () => {
  it.each([
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2027, 3, 28],
    [2038, 4, 25], // the latest possible
    [2285, 3, 22], // the earliest possible
    [2000, 4, 23],
  ])('%i: %i/%i', (year, month, day) => {
    expect(easterSunday(year)).toEqual({ month, day });
  });
});

describe('a zone closed all year and zones closed in summer (Burnham-on-Sea)', () => {
  it('in December names the closed zone and says until when the rest is open', () => {
    expect(dogAccessNow(burnham, at('2026-12-10T12:00:00Z'))).toEqual({
      state: 'restricted',
      message:
        'No dogs between the jetty and the pavilion, all year. The rest of the beach is open to dogs until 1 May',
    });
  });

  it('in July names both closed zones', () => {
    expect(dogAccessNow(burnham, at('2026-07-15T12:00:00Z'))).toEqual({
      state: 'restricted',
      message:
        'No dogs between the jetty and the pavilion, all year. No dogs from the jetty to the yacht club and from the pavilion to Maddocks Slade, until 30 Sep. The rest of the beach is open to dogs',
    });
  });
});

describe('a season counted from Easter (Blackpool Sands)', () => {
  it.each([
    // Easter 20 Apr 2025 → from 6 Apr; Easter 5 Apr 2026 → from 22 Mar; Easter 28 Mar 2027 → from 14 Mar.
    ['2025', '2025-04-05T12:00:00Z', '2025-04-06T12:00:00Z', '6 Apr'],
    ['2026', '2026-03-21T12:00:00Z', '2026-03-22T12:00:00Z', '22 Mar'],
    ['2027', '2027-03-13T12:00:00Z', '2027-03-14T12:00:00Z', '14 Mar'],
  ])('in %s the ban starts 14 days before Easter Sunday', (_year, dayBefore, firstDay, start) => {
    expect(dogAccessNow(blackpoolSands, at(dayBefore))).toEqual({
      state: 'allowed',
      message: `Dogs allowed today — the seasonal ban (${start} – 3 Nov) starts on ${start}`,
    });
    expect(dogAccessNow(blackpoolSands, at(firstDay))).toEqual({
      state: 'banned',
      message: 'Dogs banned all day until 3 Nov',
    });
  });

  it('a date banned in one year is open in another', () => {
    // 10 March: two days before the 2027 ban, and open in 2026 as well; 1 April 2025 too.
    expect(dogAccessNow(blackpoolSands, at('2025-04-01T12:00:00Z')).state).toBe('allowed');
    expect(dogAccessNow(blackpoolSands, at('2026-04-01T12:00:00Z')).state).toBe('banned');
    expect(dogAccessNow(blackpoolSands, at('2027-03-10T12:00:00Z')).state).toBe('allowed');
  });

  it('after the season it names the season that ended, not the next one', () => {
    expect(dogAccessNow(blackpoolSands, at('2026-12-01T12:00:00Z')).message).toBe(
      'Dogs allowed today — the seasonal ban (22 Mar – 3 Nov) has ended',
    );
  });
});

describe('a lead rule only in season, with hours (Summerleaze)', () => {
  it('out of season: no lead needed', () => {
    expect(dogAccessNow(summerleaze, at('2026-12-10T12:00:00Z'))).toEqual({
      state: 'allowed',
      message: 'Dogs allowed off the lead today — the lead rule (21 May – 30 Sep, 10:00–18:00) has ended',
    });
  });

  it('in season within the hours: on a lead', () => {
    expect(dogAccessNow(summerleaze, at('2026-07-15T12:00:00Z'))).toEqual({
      state: 'lead',
      message: 'Dogs allowed on a lead now (10:00–18:00 until 30 Sep); off the lead from 18:00',
    });
  });

  it('in season after the hours: off the lead', () => {
    expect(dogAccessNow(summerleaze, at('2026-07-15T17:30:00Z'))).toEqual({
      state: 'allowed',
      message: 'Dogs allowed off the lead now (after 18:00) — leads needed 10:00–18:00 until 30 Sep',
    });
  });
});

describe('a ban with hours, on the clock of Europe/London', () => {
  const daytime = beach([
    { kind: 'no-dogs', zone: null, period: summer, hours: { from: '10:00', to: '18:00' } },
  ]);

  it('in BST, 09:59 London (08:59 UTC) is before the ban and 10:00 London (09:00 UTC) inside it', () => {
    expect(dogAccessNow(daytime, at('2026-07-15T08:59:00Z'))).toEqual({
      state: 'allowed',
      message: 'Dogs banned 10:00–18:00 until 30 Sep; allowed now (before 10:00)',
    });
    expect(dogAccessNow(daytime, at('2026-07-15T09:00:00Z'))).toEqual({
      state: 'banned',
      message: 'Dogs banned now (10:00–18:00 until 30 Sep); allowed again from 18:00',
    });
  });

  it('in GMT London is UTC (a winter ban)', () => {
    const winter = beach([
      {
        kind: 'no-dogs',
        zone: null,
        period: { from: '11-01', to: '02-28' },
        hours: { from: '10:00', to: '18:00' },
      },
    ]);
    expect(dogAccessNow(winter, at('2026-12-15T09:59:00Z')).state).toBe('allowed');
    expect(dogAccessNow(winter, at('2026-12-15T10:00:00Z')).state).toBe('banned');
  });

  it('a window past midnight on the last night of the season still holds until it ends', () => {
    const night = beach([
      { kind: 'no-dogs', zone: null, period: summer, hours: { from: '22:00', to: '06:00' } },
    ]);
    // 02:00 BST on 1 October: the window began on 30 September, the last day of the season.
    expect(dogAccessNow(night, at('2026-10-01T01:00:00Z')).state).toBe('banned');
    expect(dogAccessNow(night, at('2026-10-01T05:00:00Z')).state).toBe('allowed');
  });
});

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
