import { describe, expect, it } from 'vitest';
import { addDays, describeTideDay, isPickableDate, pickerDays } from './tide-days.ts';

describe('tide days', () => {
  it('counts calendar days across months, years and clock changes', () => {
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('offers today and the next six days', () => {
    const days = pickerDays('2026-11-22');
    expect(days.map((d) => `${d.weekday} ${d.day}`)).toEqual([
      'Sun 22',
      'Mon 23',
      'Tue 24',
      'Wed 25',
      'Thu 26',
      'Fri 27',
      'Sat 28',
    ]);
    expect(days.filter((d) => d.isToday).map((d) => d.date)).toEqual(['2026-11-22']);
  });

  it('names the chosen day, with the year only when it is not this one', () => {
    expect(describeTideDay('2026-11-22', '2026-11-22')).toBe('Today, Sunday 22 November');
    expect(describeTideDay('2026-11-23', '2026-11-22')).toBe('Tomorrow, Monday 23 November');
    expect(describeTideDay('2026-12-25', '2026-11-22')).toBe('Friday 25 December');
    expect(describeTideDay('2027-01-01', '2026-11-22')).toBe('Friday 1 January 2027');
  });

  it('accepts only real dates the API can answer for', () => {
    expect(isPickableDate('2026-07-01')).toBe(true);
    expect(isPickableDate('2026-02-30')).toBe(false);
    expect(isPickableDate('1999-12-31')).toBe(false);
    expect(isPickableDate('')).toBe(false);
  });
});
