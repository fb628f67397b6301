/**
 * The listing's "Dogs allowed today" filter (issue #12, item 5): judged on the London date, the
 * same as the phone's mirror judges it, and never answered from a cache made on another day.
 */
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { queryBeaches } from '../../../domain/beaches/beach-filters.ts';
import { beachListingQuerySchema } from '../../../domain/beaches/beach-listing-query.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const get = (path: string) => request(t.callback).get(path);
const setClock = (iso: string) => vi.setSystemTime(new Date(iso));
const slugsOf = (body: { items: Beach[] }) => body.items.map((b) => b.slug);

afterEach(() => vi.useRealTimers());

describe('GET /api/beaches?dogsToday=true', () => {
  it('leaves Croyde out in July and lists it in December', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setClock('2026-07-15T12:00:00Z');
    const july = await get('/api/beaches?dogsToday=true&location=North%20Devon&pageSize=100').expect(200);
    expect(slugsOf(july.body)).not.toContain('croyde-beach');
    // Saunton Sands is open to dogs all year.
    expect(slugsOf(july.body)).toContain('saunton-sands');
    setClock('2026-12-15T12:00:00Z');
    const december = await get('/api/beaches?dogsToday=true&location=North%20Devon&pageSize=100').expect(200);
    expect(slugsOf(december.body)).toContain('croyde-beach');
    expect(december.body.total).toBeGreaterThan(july.body.total);
  });

  it('changes at midnight in London, not from a cache made the day before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const path = '/api/beaches?dogsToday=1&search=croyde';
    // 23:59 BST on 30 September, the last day of Croyde's summer ban.
    setClock('2026-09-30T22:59:00Z');
    expect(slugsOf((await get(path).expect(200)).body)).not.toContain('croyde-beach');
    expect(slugsOf((await get(path).expect(200)).body)).not.toContain('croyde-beach');
    setClock('2026-09-30T23:00:00Z');
    expect(slugsOf((await get(path).expect(200)).body)).toContain('croyde-beach');
  });

  it('agrees with the rules the phone applies to its mirror, in and out of season', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const all: Beach[] = (await get('/api/beaches').expect(200)).body;
    for (const iso of ['2026-07-15T12:00:00Z', '2026-12-15T12:00:00Z']) {
      setClock(iso);
      const query = { dogsToday: 'true', sortBy: 'rating', pageSize: '100' };
      const expected = queryBeaches(all, beachListingQuerySchema.parse(query), new Date(iso));
      const res = await get(`/api/beaches?${new URLSearchParams(query)}`).expect(200);
      expect(res.body.total).toBe(expected.total);
      expect(slugsOf(res.body)).toEqual(expected.items.map((b) => b.slug));
      expect(res.body.total).toBeLessThan(all.length);
    }
  });

  it('rejects a value that is not true or false with a 400 naming the field', async () => {
    const res = await get('/api/beaches?dogsToday=maybe').expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields.dogsToday[0]).toBe('Must be true or false');
  });
});
