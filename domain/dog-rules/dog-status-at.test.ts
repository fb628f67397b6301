/** The dogs at a planned moment: the rules of "now" given that instant, and honest past the rules' end. */
import { describe, expect, it } from 'vitest';
import { parseMoment } from '../clock/moment.ts';
import { at, beach, daytimeBan, summer, summerBan } from '../testing/dog-rule-examples.ts';
import type { DogRule } from './dog-rules.ts';
import { dogRulesOf } from './dog-rules-legacy.ts';
import { dogStatusAt, dogsAllowedAt } from './dog-status-at.ts';

const moment = (value: string) => {
  const parsed = parseMoment(value);
  if (!parsed) throw new Error(value);
  return parsed.instant;
};
const order = (expires: string | null) => ({
  kind: 'council-order' as const,
  title: 'Dog control order',
  url: 'https://council.example/order',
  published: '2023-01-01',
  seen: null,
  expires,
  says: null,
});
const expiring: DogRule = {
  kind: 'no-dogs',
  zone: null,
  period: summer,
  hours: 'all-day',
  evidence: [order('2026-12-31')],
};

describe('dogStatusAt', () => {
  it("gives Croyde's summer ban from 1 May, and says that day's words before it", () => {
    const rules = dogRulesOf(summerBan);
    expect(dogStatusAt(rules, moment('2026-04-25T14:00'))).toEqual({
      tone: 'welcome',
      label: 'Dogs welcome that day',
    });
    expect(dogStatusAt(rules, moment('2026-05-01T14:00'))).toEqual({
      tone: 'closed',
      label: 'No dogs until 30 Sep',
    });
    // The last day of the season: "No dogs that day", never "today".
    expect(dogStatusAt(rules, moment('2026-09-30T14:00')).label).toBe('No dogs that day');
  });

  it('answers a daytime ban by the hour of the moment', () => {
    const rules = dogRulesOf(daytimeBan);
    expect(dogStatusAt(rules, moment('2026-07-04T12:00')).label).toBe('No dogs until 18:00');
    expect(dogStatusAt(rules, moment('2026-07-04T19:00')).label).toBe('Dogs welcome at that time');
  });

  it('says the rules are not known after the day their order expires, instead of guessing', () => {
    expect(dogStatusAt([expiring], moment('2026-12-31T14:00')).tone).toBe('welcome');
    expect(dogStatusAt([expiring], moment('2027-05-01T14:00'))).toEqual({
      tone: 'unknown',
      label: 'Rules after 31 Dec not known — check the signs',
    });
  });

  it('keeps "not known" for a beach with no rules at all', () => {
    expect(dogStatusAt(null, at('2026-05-01T13:00:00Z')).tone).toBe('unknown');
  });
});

describe('dogsAllowedAt', () => {
  it('asks about the moment: a ban later that day does not leave the beach out', () => {
    expect(dogsAllowedAt(summerBan, moment('2026-04-25T14:00'))).toBe(true);
    expect(dogsAllowedAt(summerBan, moment('2026-05-01T14:00'))).toBe(false);
    expect(dogsAllowedAt(daytimeBan, moment('2026-07-04T09:00'))).toBe(true);
    expect(dogsAllowedAt(daytimeBan, moment('2026-07-04T10:00'))).toBe(false);
  });

  it('leaves out a beach whose rules are not known at the moment', () => {
    expect(dogsAllowedAt(beach([expiring]), moment('2026-12-05T14:00'))).toBe(true);
    expect(dogsAllowedAt(beach([expiring]), moment('2027-01-01T14:00'))).toBe(false);
  });

  it('does not leave a beach out for a lead rule or a ban on part of it', () => {
    const partAndLead = beach([
      { kind: 'no-dogs', zone: 'by the pier', period: 'all-year', hours: 'all-day' },
      { kind: 'on-lead', zone: null, period: 'all-year', hours: 'all-day' },
    ]);
    expect(dogsAllowedAt(partAndLead, moment('2026-07-04T12:00'))).toBe(true);
  });
});
