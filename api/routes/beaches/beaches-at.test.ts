/**
 * The listing at a planned moment (issue #31 item 2): `at=2026-05-01T14:00` asks "dogs allowed"
 * about that moment, whatever the day the request is made, with the same rules as the phone's
 * mirror; a moment that is not one is a 400 that names the field.
 */
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { queryBeaches } from '../../../domain/beaches/beach-filters.ts';
import { beachListingQuerySchema } from '../../../domain/beaches/beach-listing-query.ts';
import { prepareListing } from '../../../domain/beaches/prepared-listing.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const get = (path: string) => request(t.callback).get(path);
const slugsOf = (body: { items: Beach[] }) => body.items.map((b) => b.slug);
const croyde = (at: string) => get(`/api/beaches?dogsToday=true&search=croyde&at=${at}`).expect(200);

afterEach(() => vi.useRealTimers());

describe('GET /api/beaches?at=…', () => {
  it('lists Croyde on Saturday 25 April and leaves it out on 1 May, asked on 23 April', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-23T11:00:00Z'));
    expect(slugsOf((await croyde('2026-04-25T14:00')).body)).toContain('croyde-beach');
    expect(slugsOf((await croyde('2026-05-01T14:00')).body)).not.toContain('croyde-beach');
    // Saunton Sands has no ban: listed at either moment.
    const saunton = await get('/api/beaches?dogsToday=true&search=saunton&at=2026-05-01T14:00').expect(200);
    expect(slugsOf(saunton.body)).toContain('saunton-sands');
  });

  it('answers for the moment, not the day it is asked, and keeps each moment apart in the cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // In Croyde's ban, asking about December: listed; the cached July answer of today stays apart.
    vi.setSystemTime(new Date('2026-07-15T12:00:00Z'));
    expect(slugsOf((await get('/api/beaches?dogsToday=true&search=croyde').expect(200)).body)).toEqual([]);
    expect(slugsOf((await croyde('2026-12-05T14:00')).body)).toContain('croyde-beach');
    expect(slugsOf((await croyde('2026-07-20T09:00')).body)).toEqual([]);
  });

  it('agrees with the rules the phone applies to its mirror', async () => {
    const all: Beach[] = (await get('/api/beaches').expect(200)).body;
    for (const at of ['2026-04-25T14:00', '2026-05-01T14:00', '2026-08-01T03:00']) {
      const query = { dogsToday: 'true', at, pageSize: '100' };
      const parsed = beachListingQuerySchema.parse(query);
      const expected = queryBeaches(all, parsed);
      const res = await get(`/api/beaches?${new URLSearchParams(query)}`).expect(200);
      expect(slugsOf(res.body)).toEqual(expected.items.map((b) => b.slug));
      expect(
        prepareListing(all)
          .query(parsed)
          .items.map((b) => b.slug),
      ).toEqual(slugsOf(res.body));
    }
  });

  it('without dogsToday, a moment changes nothing in the list', async () => {
    const plain = await get('/api/beaches?location=North%20Devon&pageSize=100').expect(200);
    const at = await get('/api/beaches?location=North%20Devon&pageSize=100&at=2026-05-01T14:00').expect(200);
    expect(slugsOf(at.body)).toEqual(slugsOf(plain.body));
  });

  it.each([
    'tomorrow',
    '2026-02-30T10:00',
    '2026-05-01T24:00',
    '2026-05-01 14:00',
    '2026-05-01T14:00:00',
    '2026-05-01T14:00Z',
  ])('refuses at=%s with a 400 naming the field', async (at) => {
    const res = await get(`/api/beaches?dogsToday=true&at=${encodeURIComponent(at)}`).expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields.at[0]).toMatch(/such as 2026-12-05T14:00/);
  });
});
