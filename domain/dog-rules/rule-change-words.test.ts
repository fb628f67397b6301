import { describe, expect, it } from 'vitest';
import { weekdayLabel } from '../clock/calendar-names.ts';
import { dayNumber } from '../clock/london-time.ts';
import { burnham, summer, summerleaze } from '../testing/dog-rule-examples.ts';
import type { DogRule } from './dog-rules.ts';
import { nextRuleChange } from './rule-calendar.ts';
import { ruleChangeWords } from './rule-change-words.ts';

const croyde: DogRule = { kind: 'no-dogs', zone: null, period: summer, hours: 'all-day' };
const words = (rules: readonly DogRule[], y: number, m: number, d: number) =>
  nextRuleChange(rules, dayNumber(y, m, d))?.map((change) => ruleChangeWords(change, rules));

describe('ruleChangeWords', () => {
  it('names the day with its weekday', () => {
    expect(weekdayLabel(dayNumber(2026, 5, 1), 'short')).toBe('Fri 1 May');
    expect(weekdayLabel(dayNumber(2026, 5, 1))).toBe('Friday 1 May');
  });

  it("says Croyde's summer ban as it starts and ends", () => {
    expect(words([croyde], 2026, 4, 23)).toEqual(['No dogs from Fri 1 May']);
    expect(words([croyde], 2026, 6, 1)).toEqual(['Dogs back from Thu 1 Oct']);
  });

  it('says a ban on part of a beach is on part of it (Burnham-on-Sea)', () => {
    expect(words(burnham.dogRules, 2026, 4, 23)).toEqual(['Part of the beach closed to dogs from Fri 1 May']);
  });

  it('gives a lead rule its hours (Summerleaze)', () => {
    expect(words(summerleaze.dogRules, 2026, 4, 23)).toEqual([
      'Dogs on a lead (10:00–18:00) from Thu 21 May',
    ]);
    expect(words(summerleaze.dogRules, 2026, 7, 1)).toEqual(['Leads off again from Thu 1 Oct']);
  });
});
