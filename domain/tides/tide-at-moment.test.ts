/** The tide at an instant, between two points of a day's curve. */
import { describe, expect, it } from 'vitest';
import { tideAtMoment } from './tide-at-moment.ts';

const curve = [
  { time: '2026-04-25T13:50:00+01:00', height: 3.0 },
  { time: '2026-04-25T14:00:00+01:00', height: 3.2 },
  { time: '2026-04-25T14:10:00+01:00', height: 3.1 },
];

describe('tideAtMoment', () => {
  it('reads the height at a point and the way the tide goes after it', () => {
    expect(tideAtMoment(curve, new Date('2026-04-25T12:55:00Z'))).toEqual({
      height: 3.1,
      direction: 'rising',
    });
    expect(tideAtMoment(curve, new Date('2026-04-25T13:05:00Z'))).toEqual({
      height: 3.2,
      direction: 'falling',
    });
  });

  it('on a point of the curve, goes the way the next stretch goes', () => {
    expect(tideAtMoment(curve, new Date('2026-04-25T13:00:00Z'))).toEqual({
      height: 3.2,
      direction: 'falling',
    });
  });

  it('says nothing for an instant the curve does not cover', () => {
    expect(tideAtMoment(curve, new Date('2026-04-25T13:11:00Z'))).toBeNull();
    expect(tideAtMoment([], new Date('2026-04-25T13:00:00Z'))).toBeNull();
  });
});
