/** A review's visit date is checked against today's date in London, the app's clock. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewCreateSchema } from './community-requests.ts';

const review = (visitDate: string) => ({
  rating: 4,
  reviewText: 'A long sandy walk at low tide.',
  visitDate,
});

describe('a review visit date', () => {
  afterEach(() => vi.useRealTimers());

  it("is today's London date half an hour after midnight BST, while UTC is still on yesterday", () => {
    vi.useFakeTimers({ now: new Date('2026-07-01T23:30:00Z') }); // 00:30 on 2 July in London
    expect(reviewCreateSchema.safeParse(review('2026-07-02')).success).toBe(true);
    const tomorrow = reviewCreateSchema.safeParse(review('2026-07-03'));
    expect(tomorrow.error?.issues[0]?.message).toBe('Visit date cannot be in the future');
  });

  it('is in the future at 23:30 UTC in winter, when London and UTC agree', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T23:30:00Z') });
    expect(reviewCreateSchema.safeParse(review('2026-12-01')).success).toBe(true);
    expect(reviewCreateSchema.safeParse(review('2026-12-02')).success).toBe(false);
  });
});
