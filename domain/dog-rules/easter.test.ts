import { describe, expect, it } from 'vitest';
import { easterSunday } from './easter.ts';

describe('easterSunday (Anonymous Gregorian algorithm)', () => {
  it.each([
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2027, 3, 28],
    [2038, 4, 25], // the latest possible
    [2285, 3, 22], // the earliest possible
    [2000, 4, 23],
  ])('%i: %i/%i', (year, month, day) => {
    expect(easterSunday(year)).toEqual({ month, day });
  });
});
