import { describe, expect, it } from 'vitest';
import { londonClock } from '../clock/london-time.ts';
import { dogRuleLine } from './dog-rule-list.ts';
import type { DogRule } from './dog-rules.ts';

/** A moment given as UTC, read on the beaches' clock (Europe/London). */
const at = (iso: string) => londonClock(new Date(iso));
const lines = (rules: DogRule[], iso: string) => rules.map((rule) => dogRuleLine(rule, at(iso)));

// Somerset Council's zones at Burnham-on-Sea, as db/data holds them.
const burnham: DogRule[] = [
  { kind: 'no-dogs', zone: 'between the jetty and the pavilion', period: 'all-year', hours: 'all-day' },
  {
    kind: 'no-dogs',
    zone: 'from the jetty to the yacht club',
    period: { from: '05-01', to: '09-30' },
    hours: 'all-day',
  },
];
const blackpoolSands: DogRule = {
  kind: 'no-dogs',
  zone: null,
  period: { from: { daysFromEaster: -14 }, to: '11-03' },
  hours: 'all-day',
};
const summerleaze: DogRule = {
  kind: 'on-lead',
  zone: null,
  period: { from: '05-21', to: '09-30' },
  hours: { from: '10:00', to: '18:00' },
};

describe('each dog rule in words', () => {
  it('in December Burnham’s year-round zone is in force and its summer zone is not', () => {
    expect(lines(burnham, '2026-12-10T12:00:00Z')).toEqual([
      {
        what: 'No dogs between the jetty and the pavilion',
        when: 'All year',
        hours: 'All day',
        inForce: true,
      },
      {
        what: 'No dogs from the jetty to the yacht club',
        when: '1 May to 30 Sep every year',
        hours: 'All day',
        inForce: false,
      },
    ]);
  });

  it('in July both of Burnham’s zones are in force', () => {
    expect(lines(burnham, '2026-07-10T12:00:00Z').map((l) => l.inForce)).toEqual([true, true]);
  });

  it('resolves a season counted from Easter to this year’s dates, and to next year’s once it has passed', () => {
    // Easter Sunday 2026 is 5 April, 2027 is 28 March.
    expect(dogRuleLine(blackpoolSands, at('2026-07-10T12:00:00Z'))).toMatchObject({
      what: 'No dogs on the whole beach',
      when: '2 weeks before Easter Sunday to 3 Nov: 22 Mar – 3 Nov 2026',
      inForce: true,
    });
    expect(dogRuleLine(blackpoolSands, at('2026-12-10T12:00:00Z'))).toMatchObject({
      when: '2 weeks before Easter Sunday to 3 Nov: 14 Mar – 3 Nov 2027',
      inForce: false,
    });
  });

  it('a lead rule with hours holds from 10:00 on the London clock, not before', () => {
    // 09:59 and 10:00 British Summer Time.
    expect(dogRuleLine(summerleaze, at('2026-07-10T08:59:00Z'))).toEqual({
      what: 'Dogs on a lead on the whole beach',
      when: '21 May to 30 Sep every year',
      hours: '10:00–18:00',
      inForce: false,
    });
    expect(dogRuleLine(summerleaze, at('2026-07-10T09:00:00Z')).inForce).toBe(true);
  });

  it('names the days around Easter', () => {
    const fromDay = (daysFromEaster: number) =>
      dogRuleLine(
        { ...blackpoolSands, period: { from: { daysFromEaster }, to: '09-30' } },
        at('2026-01-10T12:00:00Z'),
      ).when;
    expect(fromDay(-2)).toBe('Good Friday to 30 Sep: 3 Apr – 30 Sep 2026');
    expect(fromDay(1)).toBe('Easter Monday to 30 Sep: 6 Apr – 30 Sep 2026');
    expect(fromDay(10)).toBe('10 days after Easter Sunday to 30 Sep: 15 Apr – 30 Sep 2026');
  });
});
