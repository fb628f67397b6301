/** The rules on the calendar: seasons over a span, the next change, and how far the rules are known. */
import { describe, expect, it } from 'vitest';
import { dayNumber } from '../clock/london-time.ts';
import { blackpoolSands, burnham, summer } from '../testing/dog-rule-examples.ts';
import { type DogRule, dayLabel } from './dog-rules.ts';
import { nextRuleChange, ruleChangesBetween, ruleOccurrences } from './rule-calendar.ts';
import { rulesKnownUntil } from './rules-known-until.ts';

const day = (iso: string) =>
  dayNumber(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
const croyde: DogRule = { kind: 'no-dogs', zone: null, period: summer, hours: 'all-day' };
const labels = (seasons: { start: number; end: number }[]) =>
  seasons.map(
    (s) => `${dayLabel(s.start)} ${new Date(s.start * 86_400_000).getUTCFullYear()} – ${dayLabel(s.end)}`,
  );

describe('ruleOccurrences', () => {
  it("lists Croyde's summer bans over the next twelve months from late April", () => {
    expect(labels(ruleOccurrences(croyde, day('2026-04-23'), day('2027-04-22')))).toEqual([
      '1 May 2026 – 30 Sep',
    ]);
    expect(labels(ruleOccurrences(croyde, day('2026-06-01'), day('2027-05-31')))).toEqual([
      '1 May 2026 – 30 Sep',
      '1 May 2027 – 30 Sep',
    ]);
  });

  it('counts Blackpool Sands from Easter each year (22 Mar 2026, 14 Mar 2027)', () => {
    const [rule] = blackpoolSands.dogRules;
    expect(labels(ruleOccurrences(rule, day('2026-11-27'), day('2027-11-26')))).toEqual([
      '14 Mar 2027 – 3 Nov',
    ]);
    expect(labels(ruleOccurrences(rule, day('2026-01-01'), day('2026-12-31')))).toEqual([
      '22 Mar 2026 – 3 Nov',
    ]);
  });

  it('gives an all-year rule one season without ends', () => {
    expect(ruleOccurrences(burnham.dogRules[0], 0, 10)).toEqual([{ start: -Infinity, end: Infinity }]);
  });

  it('keeps a winter season that runs over the new year whole', () => {
    const winter: DogRule = { ...croyde, period: { from: '10-01', to: '03-31' } };
    expect(labels(ruleOccurrences(winter, day('2026-12-01'), day('2027-01-31')))).toEqual([
      '1 Oct 2026 – 31 Mar',
    ]);
  });
});

describe('ruleChangesBetween and nextRuleChange', () => {
  it('says the ban at Croyde starts on Fri 1 May and ends with 1 Oct the first free day', () => {
    const changes = ruleChangesBetween([croyde], day('2026-04-23'), day('2026-12-31'));
    expect(changes.map((c) => [dayLabel(c.day), c.change])).toEqual([
      ['1 May', 'starts'],
      ['1 Oct', 'ends'],
    ]);
    expect(nextRuleChange([croyde], day('2026-04-23'))?.map((c) => c.day)).toEqual([day('2026-05-01')]);
  });

  it('does not count a change on the day asked about, only after it', () => {
    expect(nextRuleChange([croyde], day('2026-05-01'))?.[0]).toMatchObject({
      change: 'ends',
      day: day('2026-10-01'),
    });
  });

  it('has no next change for rules that hold all year, or none', () => {
    expect(nextRuleChange([burnham.dogRules[0]], day('2026-04-23'))).toBeNull();
    expect(nextRuleChange([], day('2026-04-23'))).toBeNull();
  });
});

describe('rulesKnownUntil', () => {
  const order = (expires: string | null) => ({
    kind: 'council-order' as const,
    title: 'Order',
    url: null,
    published: null,
    seen: null,
    expires,
    says: null,
  });

  it('is the earliest day an order behind any rule expires', () => {
    const rules: DogRule[] = [
      { ...croyde, evidence: [order('2026-12-31')] },
      { ...croyde, zone: 'north end', evidence: [order('2027-06-30'), order(null)] },
    ];
    expect(rulesKnownUntil(rules)).toBe(day('2026-12-31'));
  });

  it('is null where no source gives an end', () => {
    expect(rulesKnownUntil([{ ...croyde, evidence: [order(null)] }, croyde])).toBeNull();
  });
});
