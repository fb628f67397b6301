import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-availability.ts';

describe('isDatabaseUnavailable', () => {
  it('counts a refused connection, a pool timeout and a rolled-back deadlock as "try again"', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('t'), { name: 'KnexTimeoutError' }))).toBe(true);
    // Objection wraps the driver's error in nativeError.
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    expect(isDatabaseUnavailable(Object.assign(new Error('DBError'), { nativeError: deadlock }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('could not serialize'), { code: '40001' }))).toBe(
      true,
    );
  });

  it('does not hide our own faults behind a 503', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
  });
});
