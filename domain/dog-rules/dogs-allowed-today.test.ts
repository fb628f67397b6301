import { describe, expect, it } from 'vitest';
import type { DogRule } from './dog-rules.ts';
import { dogsAllowedToday } from './dogs-allowed-today.ts';

const at = (iso: string) => new Date(iso);
const source = 'https://council.example/dog-rules';
const beach = (dogRules: DogRule[] | null) => ({
  accessType: 'seasonal' as const,
  dogRules,
  validationSourceUrl: source,
});
const summerBan: DogRule = {
  kind: 'no-dogs',
  zone: null,
  period: { from: '05-01', to: '09-30' },
  hours: 'all-day',
};

describe('dogsAllowedToday', () => {
  it('a summer ban leaves the beach out in July and in on the London day after it ends', () => {
    expect(dogsAllowedToday(beach([summerBan]), at('2026-07-15T12:00:00Z'))).toBe(false);
    expect(dogsAllowedToday(beach([summerBan]), at('2026-12-15T12:00:00Z'))).toBe(true);
    // 23:30 UTC on 30 September is already 1 October in London (BST).
    expect(dogsAllowedToday(beach([summerBan]), at('2026-09-30T22:59:00Z'))).toBe(false);
    expect(dogsAllowedToday(beach([summerBan]), at('2026-09-30T23:00:00Z'))).toBe(true);
  });

  it('a ban with hours leaves the beach out all day, before, during and after them', () => {
    const daytime = beach([{ ...summerBan, hours: { from: '10:00', to: '18:00' } }]);
    for (const time of ['06:00', '12:00', '19:30']) {
      expect(dogsAllowedToday(daytime, at(`2026-07-15T${time}:00+01:00`))).toBe(false);
    }
  });

  it('a night ban that began on the last day of its season still counts the next morning', () => {
    const nights = beach([{ ...summerBan, hours: { from: '22:00', to: '06:00' } }]);
    expect(dogsAllowedToday(nights, at('2026-10-01T05:00:00+01:00'))).toBe(false);
    expect(dogsAllowedToday(nights, at('2026-10-02T05:00:00+01:00'))).toBe(true);
  });

  it('a closed part or a lead rule does not leave the beach out; unknown rules do', () => {
    expect(dogsAllowedToday(beach([{ ...summerBan, zone: 'by the pier' }]), at('2026-07-15T12:00:00Z'))).toBe(
      true,
    );
    expect(dogsAllowedToday(beach([{ ...summerBan, kind: 'on-lead' }]), at('2026-07-15T12:00:00Z'))).toBe(
      true,
    );
    expect(
      dogsAllowedToday(
        { accessType: 'seasonal', dogAccessStatus: 'seasonal_ban', validationSourceUrl: source },
        at('2026-07-15T12:00:00Z'),
      ),
    ).toBe(false);
  });

  it('leaves out a beach with no rule and no source: nobody said dogs are allowed there (issue #29)', () => {
    const added = { accessType: 'year-round' as const, dogRules: [], validationSourceUrl: null };
    expect(dogsAllowedToday(added, at('2026-12-15T12:00:00Z'))).toBe(false);
    expect(dogsAllowedToday({ ...added, validationSourceUrl: source }, at('2026-12-15T12:00:00Z'))).toBe(
      true,
    );
  });
});
