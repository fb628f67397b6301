import { describe, expect, it } from 'vitest';
import type { DogRule } from './dog-rules.ts';
import { dogRulesOf } from './dog-rules-legacy.ts';
import { dogStatusToday } from './dog-rules-today.ts';

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

  it('rules it cannot read (no dates, or no rule and no source) ask to check the signs', () => {
    expect(dogStatusToday(null, at('2026-07-15T12:00:00Z'))).toEqual({
      tone: 'unknown',
      label: 'Dog rules not known — check the signs',
    });
    const added = { accessType: 'year-round' as const, dogRules: [], validationSourceUrl: null };
    expect(dogStatusToday(dogRulesOf(added), at('2026-12-15T12:00:00Z')).tone).toBe('unknown');
  });
});
