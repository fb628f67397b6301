import { describe, expect, it } from 'vitest';
import { momentParam, parseMoment } from './moment.ts';

describe('parseMoment', () => {
  it('reads at= on the London clock, summer and winter', () => {
    expect(parseMoment('2026-05-01T14:00')?.instant.toISOString()).toBe('2026-05-01T13:00:00.000Z');
    expect(parseMoment('2026-12-05T14:00')?.instant.toISOString()).toBe('2026-12-05T14:00:00.000Z');
    expect(parseMoment('2026-12-05T14:00')).toMatchObject({ date: '2026-12-05', minutes: 840 });
  });

  it.each([
    '2026-02-30T10:00',
    '2026-05-01T24:00',
    '2026-05-01T14:60',
    '2026-05-01',
    '2026-05-01T14:00Z',
    ' 2026-05-01T14:00',
    '',
  ])('refuses %j', (value) => {
    expect(parseMoment(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(parseMoment(null)).toBeNull();
    expect(parseMoment(undefined)).toBeNull();
  });

  it('round-trips with momentParam', () => {
    for (const at of ['2026-03-29T03:30', '2026-10-25T01:30', '2027-01-01T00:00']) {
      const parsed = parseMoment(at);
      expect(parsed && momentParam(parsed.instant)).toBe(at);
    }
  });
});
