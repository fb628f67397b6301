/** What the single-period fields say at a given moment, on the clock of Europe/London. */
import { describe, expect, it } from 'vitest';
import { londonInstant } from '../clock/london-time.ts';
import { at, daytimeBan, source, summerBan } from '../testing/dog-rule-examples.ts';
import { type DogRuleSource, dogAccessNow } from './dog-access-now.ts';

describe('dogAccessNow: all-year rules', () => {
  it('allowed all year', () => {
    expect(
      dogAccessNow(
        { ...source, accessType: 'year-round', dogAccessStatus: 'allowed' },
        at('2026-08-01T12:00:00Z'),
      ),
    ).toEqual({
      state: 'allowed',
      message: 'Dogs allowed all year',
    });
  });

  it('allowed all year on a lead', () => {
    expect(
      dogAccessNow(
        { ...source, accessType: 'year-round', dogAccessStatus: 'allowed', dogOnLeadRequired: true },
        at('2026-08-01T12:00:00Z'),
      ),
    ).toEqual({ state: 'lead', message: 'Dogs allowed all year on a lead' });
  });

  it('year_round_ban says no dogs all year, in any season', () => {
    const rules: DogRuleSource = {
      ...source,
      accessType: 'no-dogs',
      dogAccessStatus: 'year_round_ban',
      dogRestrictionHours: '24hr',
    };
    expect(dogAccessNow(rules, at('2026-01-10T12:00:00Z'))).toEqual({
      state: 'banned',
      message: 'No dogs all year',
    });
    expect(dogAccessNow(rules, at('2026-07-10T12:00:00Z')).state).toBe('banned');
  });
});

describe('dogAccessNow: seasonal ban, all day', () => {
  it('inside the season: banned all day until the end date', () => {
    expect(dogAccessNow(summerBan, at('2026-07-15T12:00:00Z'))).toEqual({
      state: 'banned',
      message: 'Dogs banned all day until 30 Sep',
    });
  });

  it('on the first day of the ban (London date, just after midnight BST)', () => {
    // 23:30 UTC on 30 April is 00:30 on 1 May in London.
    expect(dogAccessNow(summerBan, at('2026-04-30T23:30:00Z')).state).toBe('banned');
    // 22:30 UTC is still 23:30 on 30 April in London.
    expect(dogAccessNow(summerBan, at('2026-04-30T22:30:00Z')).state).toBe('allowed');
  });

  it('on the last day of the ban, and the day after', () => {
    expect(dogAccessNow(summerBan, at('2026-09-30T20:00:00Z'))).toEqual({
      state: 'banned',
      message: 'Dogs banned all day today, the last day of the seasonal ban; allowed from 1 Oct',
    });
    // 23:30 UTC on 30 Sep is 00:30 on 1 Oct in London (BST).
    expect(dogAccessNow(summerBan, at('2026-09-30T23:30:00Z'))).toEqual({
      state: 'allowed',
      message: 'Dogs allowed today — the seasonal ban (1 May – 30 Sep) has ended',
    });
  });

  it('outside the season: says it has ended, or when it starts if that is soon', () => {
    expect(dogAccessNow(summerBan, at('2026-11-20T12:00:00Z')).message).toBe(
      'Dogs allowed today — the seasonal ban (1 May – 30 Sep) has ended',
    );
    expect(dogAccessNow(summerBan, at('2026-04-10T12:00:00Z'))).toEqual({
      state: 'allowed',
      message: 'Dogs allowed today — the seasonal ban (1 May – 30 Sep) starts on 1 May',
    });
  });

  it('outside the season with a lead rule', () => {
    expect(dogAccessNow({ ...summerBan, dogOnLeadRequired: true }, at('2026-11-20T12:00:00Z'))).toEqual({
      state: 'lead',
      message: 'Dogs allowed today on a lead — the seasonal ban (1 May – 30 Sep) has ended',
    });
  });
});

describe('dogAccessNow: seasonal ban with daily hours', () => {
  it('before the window (BST: 08:30 UTC is 09:30 in London)', () => {
    expect(dogAccessNow(daytimeBan, at('2026-07-15T08:30:00Z'))).toEqual({
      state: 'allowed',
      message: 'Dogs banned 10:00–18:00 until 30 Sep; allowed now (before 10:00)',
    });
  });

  it('inside the window once BST is applied (09:30 UTC is 10:30 in London)', () => {
    expect(dogAccessNow(daytimeBan, at('2026-07-15T09:30:00Z'))).toEqual({
      state: 'banned',
      message: 'Dogs banned now (10:00–18:00 until 30 Sep); allowed again from 18:00',
    });
  });

  it('the window ends at its end time', () => {
    expect(dogAccessNow(daytimeBan, at('2026-07-15T16:59:00Z')).state).toBe('banned');
    expect(dogAccessNow(daytimeBan, at('2026-07-15T17:00:00Z'))).toEqual({
      state: 'allowed',
      message: 'Dogs banned 10:00–18:00 until 30 Sep; allowed now (after 18:00)',
    });
  });

  it('on the last day of an hours ban', () => {
    expect(dogAccessNow(daytimeBan, at('2026-09-30T12:00:00Z')).message).toBe(
      'Dogs banned now (10:00–18:00 until today, 30 Sep); allowed again from 18:00',
    );
  });

  it('answers for a London wall-clock moment as for now: the same instant, the same words', () => {
    // 10:30 in London on 15 July is 09:30 UTC: the moment of the test above, asked as London time.
    const moment = londonInstant(2026, 7, 15, 10 * 60 + 30);
    expect(dogAccessNow(daytimeBan, moment)).toEqual(dogAccessNow(daytimeBan, at('2026-07-15T09:30:00Z')));
    expect(dogAccessNow(daytimeBan, londonInstant(2026, 7, 15, 18 * 60)).state).toBe('allowed');
  });

  it('allowed now on a lead outside the hours', () => {
    expect(dogAccessNow({ ...daytimeBan, dogOnLeadRequired: true }, at('2026-07-15T18:00:00Z'))).toEqual({
      state: 'lead',
      message: 'Dogs banned 10:00–18:00 until 30 Sep; allowed now on a lead (after 18:00)',
    });
  });

  it('a window that runs past midnight', () => {
    const night: DogRuleSource = { ...daytimeBan, dogRestrictionHours: '22:00-06:00' };
    expect(dogAccessNow(night, at('2026-07-15T22:00:00Z')).state).toBe('banned'); // 23:00 BST
    expect(dogAccessNow(night, at('2026-07-15T03:00:00Z')).state).toBe('banned'); // 04:00 BST
    expect(dogAccessNow(night, at('2026-07-15T11:00:00Z')).message).toBe(
      'Dogs banned 22:00–06:00 until 30 Sep; allowed now (before 22:00)',
    );
  });
});

describe('dogAccessNow: a season that wraps the year end (1 Oct – 31 Mar)', () => {
  const winterBan: DogRuleSource = { ...summerBan, dogRestrictionStart: '10-01', dogRestrictionEnd: '03-31' };

  it('in December and in February (GMT) it is banned', () => {
    expect(dogAccessNow(winterBan, at('2026-12-20T12:00:00Z'))).toEqual({
      state: 'banned',
      message: 'Dogs banned all day until 31 Mar',
    });
    expect(dogAccessNow(winterBan, at('2027-02-10T12:00:00Z')).state).toBe('banned');
  });

  it('in summer it is allowed, and the next start is counted across the year end', () => {
    expect(dogAccessNow(winterBan, at('2026-06-01T12:00:00Z')).message).toBe(
      'Dogs allowed today — the seasonal ban (1 Oct – 31 Mar) has ended',
    );
    expect(dogAccessNow(winterBan, at('2026-09-15T12:00:00Z')).message).toBe(
      'Dogs allowed today — the seasonal ban (1 Oct – 31 Mar) starts on 1 Oct',
    );
  });

  it('the last day (31 Mar) is still banned, with the next day named', () => {
    expect(dogAccessNow(winterBan, at('2027-03-31T12:00:00Z')).message).toBe(
      'Dogs banned all day today, the last day of the seasonal ban; allowed from 1 Apr',
    );
    expect(dogAccessNow(winterBan, at('2027-04-01T12:00:00Z')).state).toBe('allowed');
  });
});
