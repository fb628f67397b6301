/** How long an item waits before it is tried again (issue #32.4). */
import { describe, expect, it } from 'vitest';
import { backoffMs } from './retry-backoff.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** A wait from `low` to `high` seconds, both included. */
const within = (low: number, high: number) =>
  expect.toSatisfy((ms: number) => ms >= low * SECOND && ms <= high * SECOND, `${low}–${high} s`);

describe('the outbox sender: backoff', () => {
  it('keeps to the 2–4 s, 4–8 s, 8–16 s schedule whatever the jitter, and never waits past 15 minutes', () => {
    for (const random of [() => 0, () => 0.9999]) {
      expect([1, 2, 3].map((n) => backoffMs(n, random))).toEqual([within(2, 4), within(4, 8), within(8, 16)]);
      expect(backoffMs(40, random)).toBeLessThanOrEqual(15 * MINUTE);
    }
  });
});
