import { describe, expect, it } from 'vitest';
import type { DogRule } from './dog-rules.ts';
import { dogStatusChangesAt, dogStatusToday } from './dog-rules-today.ts';

const at = (iso: string) => new Date(iso);
const summer = { from: '05-01', to: '09-30' };
const seasonalBan: DogRule[] = [{ kind: 'no-dogs', zone: null, period: summer, hours: 'all-day' }];

describe('dogStatusToday', () => {
  it('no rules: dogs welcome', () => {
    expect(dogStatusToday([], at('2026-07-15T12:00:00Z'))).toEqual({
      tone: 'welcome',
      label: 'Dogs welcome today',
    });
  });

  it('a whole-beach ban says until when, and changes at London midnight', () => {
    expect(dogStatusToday(seasonalBan, at('2026-07-15T12:00:00Z'))).toEqual({
      tone: 'closed',
      label: 'No dogs until 30 Sep',
    });
    expect(dogStatusToday(seasonalBan, at('2026-09-30T12:00:00Z')).label).toBe('No dogs today');
    // 23:30 UTC on 30 September is 00:30 on 1 October in London.
    expect(dogStatusToday(seasonalBan, at('2026-09-30T23:30:00Z')).label).toBe('Dogs welcome today');
    expect(
      dogStatusToday([{ ...seasonalBan[0], period: 'all-year' }], at('2026-01-15T12:00:00Z')).label,
    ).toBe('No dogs all year');
  });

  it('a ban with hours changes with them', () => {
    const daytime: DogRule[] = [{ ...seasonalBan[0], hours: { from: '10:00', to: '18:00' } }];
    expect(dogStatusToday(daytime, at('2026-07-15T08:59:00Z')).label).toBe('No dogs 10:00–18:00');
    expect(dogStatusToday(daytime, at('2026-07-15T09:00:00Z')).label).toBe('No dogs until 18:00');
    expect(dogStatusToday(daytime, at('2026-07-15T17:00:00Z'))).toEqual({
      tone: 'welcome',
      label: 'Dogs welcome now',
    });
  });

  it('a closed part of the beach', () => {
    const part: DogRule[] = [
      { ...seasonalBan[0], zone: 'between the jetty and the pavilion', period: 'all-year' },
    ];
    expect(dogStatusToday(part, at('2026-12-15T12:00:00Z'))).toEqual({
      tone: 'part-closed',
      label: 'Part of the beach closed to dogs',
    });
  });

  it('a lead rule in season', () => {
    const lead: DogRule[] = [{ kind: 'on-lead', zone: null, period: summer, hours: 'all-day' }];
    expect(dogStatusToday(lead, at('2026-07-15T12:00:00Z'))).toEqual({
      tone: 'lead',
      label: 'On a lead today',
    });
    expect(dogStatusToday(lead, at('2026-12-15T12:00:00Z')).label).toBe('Dogs welcome today');
    const hours: DogRule[] = [{ ...lead[0], hours: { from: '10:00', to: '18:00' } }];
    expect(dogStatusToday(hours, at('2026-07-15T12:00:00Z')).label).toBe('On a lead until 18:00');
  });

  it('rules it cannot read ask to check the signs', () => {
    expect(dogStatusToday(null, at('2026-07-15T12:00:00Z'))).toEqual({
      tone: 'unknown',
      label: 'Check local signs',
    });
  });
});

describe('dogStatusChangesAt', () => {
  const MINUTE = 60_000;
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

  it("is the next start or end of a rule's hours on the London clock", () => {
    // 08:59 BST: the ban begins at 10:00 BST (09:00 UTC), then ends at 18:00 BST.
    expect(dogStatusChangesAt(daytimeBan, at('2026-07-15T07:59:00Z')).toISOString()).toBe(
      '2026-07-15T09:00:00.000Z',
    );
    expect(dogStatusChangesAt(daytimeBan, at('2026-07-15T09:00:00Z')).toISOString()).toBe(
      '2026-07-15T17:00:00.000Z',
    );
    expect(dogStatusChangesAt(nightBan, at('2026-12-01T12:00:00Z')).toISOString()).toBe(
      '2026-12-01T22:00:00.000Z',
    );
  });

  it('is London midnight when no rule has hours left today', () => {
    expect(dogStatusChangesAt(seasonalBan, at('2026-07-15T12:00:00Z')).toISOString()).toBe(
      '2026-07-15T23:00:00.000Z',
    );
    expect(dogStatusChangesAt(daytimeBan, at('2026-07-15T17:30:00Z')).toISOString()).toBe(
      '2026-07-15T23:00:00.000Z',
    );
    expect(dogStatusChangesAt([], at('2026-12-01T12:00:00Z')).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(dogStatusChangesAt(null, at('2026-12-01T12:00:00Z')).toISOString()).toBe(
      '2026-12-02T00:00:00.000Z',
    );
  });

  it('the words stay the same at every minute until then, around the year and the clock changes', () => {
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
        const now = at(start);
        const said = dogStatusToday(rules, now);
        const until = dogStatusChangesAt(rules, now).getTime();
        expect(until).toBeGreaterThan(now.getTime());
        expect(until - now.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
        for (let t = now.getTime(); t < until; t += MINUTE) {
          expect(
            dogStatusToday(rules, new Date(t)),
            `${start} + ${(t - now.getTime()) / MINUTE} min`,
          ).toEqual(said);
        }
      }
    }
  });
});
