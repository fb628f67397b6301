import { describe, expect, it } from 'vitest';
import { analyticsEventSchema, eventTime } from './analytics-event.ts';

describe('analytics events', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 3600 * 1000);

  it("keeps the client's time within the last 7 days, else records now", () => {
    expect(eventTime(daysAgo(6.9), now)).toEqual(daysAgo(6.9));
    expect(eventTime(daysAgo(7.1), now)).toBe(now);
    expect(eventTime(new Date(now.getTime() + 60_000), now)).toEqual(new Date(now.getTime() + 60_000));
    expect(eventTime(new Date(now.getTime() + 3600_000), now)).toBe(now);
    expect(eventTime(null, now)).toBe(now);
  });

  it('trims text, turns empty text into null and parses the time', () => {
    const event = analyticsEventSchema.parse({
      name: 'filter_used',
      category: 'navigation',
      label: '  location: Torbay ',
      path: '',
      occurredAt: '2026-11-21T11:59:00.000Z',
    });
    expect(event).toEqual({
      name: 'filter_used',
      category: 'navigation',
      label: 'location: Torbay',
      path: null,
      value: null,
      clientId: null,
      occurredAt: new Date('2026-11-21T11:59:00.000Z'),
    });
  });
});
