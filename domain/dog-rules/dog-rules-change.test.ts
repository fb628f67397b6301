import { describe, expect, it } from 'vitest';
import { londonClock } from '../clock/london-time.ts';
import { dogRuleLine } from './dog-rule-list.ts';
import type { DogRule } from './dog-rules.ts';
import { dogRulesChangeAt } from './dog-rules-change.ts';
import { dogStatusToday } from './dog-rules-today.ts';
import { describeRules } from './dog-rules-wording.ts';

describe('dogRulesChangeAt', () => {
  const MINUTE = 60_000;
  const summer = { from: '05-01', to: '09-30' };
  const seasonalBan: DogRule[] = [{ kind: 'no-dogs', zone: null, period: summer, hours: 'all-day' }];
  const daytimeBan: DogRule[] = [{ ...seasonalBan[0], hours: { from: '10:00', to: '18:00' } }];
  const nightBan: DogRule[] = [
    { ...seasonalBan[0], period: 'all-year', hours: { from: '22:00', to: '06:00' } },
  ];
  const mixed: DogRule[] = [
    {
      kind: 'no-dogs',
      zone: null,
      period: { from: { daysFromEaster: -2 }, to: '09-30' },
      hours: { from: '10:00', to: '19:00' },
    },
    { kind: 'on-lead', zone: null, period: 'all-year', hours: { from: '08:30', to: '20:00' } },
    { kind: 'no-dogs', zone: 'the bathing area', period: summer, hours: 'all-day' },
  ];
  const iso = (rules: DogRule[] | null, at: string) => dogRulesChangeAt(rules, new Date(at)).toISOString();

  it("is the next start or end of a rule's hours on the London clock", () => {
    // 08:59 BST: the ban begins at 10:00 BST (09:00 UTC), then ends at 18:00 BST.
    expect(iso(daytimeBan, '2026-07-15T07:59:00Z')).toBe('2026-07-15T09:00:00.000Z');
    expect(iso(daytimeBan, '2026-07-15T09:00:00Z')).toBe('2026-07-15T17:00:00.000Z');
    expect(iso(nightBan, '2026-12-01T12:00:00Z')).toBe('2026-12-01T22:00:00.000Z');
  });

  it('is London midnight when no rule has hours left today', () => {
    expect(iso(seasonalBan, '2026-07-15T12:00:00Z')).toBe('2026-07-15T23:00:00.000Z');
    expect(iso(daytimeBan, '2026-07-15T17:30:00Z')).toBe('2026-07-15T23:00:00.000Z');
    expect(iso([], '2026-12-01T12:00:00Z')).toBe('2026-12-02T00:00:00.000Z');
    expect(iso(null, '2026-12-01T12:00:00Z')).toBe('2026-12-02T00:00:00.000Z');
  });

  it('every wording of the rules stays the same at every minute until then, around the year and the clock changes', () => {
    /** What a page says of the rules at `t`: the lead line, today's status and each rule's line. */
    const words = (rules: DogRule[], t: number) => {
      const at = londonClock(new Date(t));
      return JSON.stringify([
        describeRules(rules, at),
        dogStatusToday(rules, new Date(t)),
        rules.map((rule) => dogRuleLine(rule, at)),
      ]);
    };
    const starts = [
      '2026-01-10T05:17:00Z',
      '2026-03-28T23:10:00Z',
      '2026-03-29T00:40:00Z',
      '2026-04-03T08:45:00Z',
      '2026-07-15T20:59:00Z',
      '2026-09-30T21:30:00Z',
      '2026-10-24T23:50:00Z',
      '2026-10-25T00:30:00Z',
      '2026-10-25T01:20:00Z',
      '2026-12-31T23:58:00Z',
    ];
    for (const rules of [seasonalBan, daytimeBan, nightBan, mixed]) {
      for (const start of starts) {
        const now = Date.parse(start);
        const said = words(rules, now);
        const until = dogRulesChangeAt(rules, new Date(now)).getTime();
        expect(until).toBeGreaterThan(now);
        expect(until - now).toBeLessThanOrEqual(25 * 3_600_000);
        for (let t = now; t < until; t += MINUTE) {
          expect(words(rules, t), `${start} + ${(t - now) / MINUTE} min`).toBe(said);
        }
      }
    }
  });
});
