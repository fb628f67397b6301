/** What a list of dog rules says at a given moment: zones, seasons counted from Easter, leads, hours. */
import { describe, expect, it } from 'vitest';
import { at, beach, blackpoolSands, burnham, summer, summerleaze } from '../testing/dog-rule-examples.ts';
import { dogAccessNow } from './dog-access-now.ts';

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
