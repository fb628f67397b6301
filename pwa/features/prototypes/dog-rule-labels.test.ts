import { expect, it } from 'vitest';
import { checkedLabel, hoursLabel, monthDayLabel } from './dog-rule-labels.ts';

it('words the recorded dog rules for people', () => {
  expect(monthDayLabel('05-01')).toBe('1 May');
  expect(monthDayLabel('11-03')).toBe('3 November');
  expect(monthDayLabel(null)).toBeNull();
  expect(hoursLabel('24hr')).toBe('All day');
  expect(hoursLabel('10:00-18:00')).toBe('10:00–18:00');
  expect(checkedLabel('2026-11-21')).toBe('Nov 21, 2026');
});
