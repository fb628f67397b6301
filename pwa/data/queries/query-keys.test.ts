import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.ts';

const k = queryKeys;
const beachScoped = [
  k.beaches.all,
  k.beaches.page('page=2'),
  k.beaches.detail('croyde-beach'),
  k.beaches.reviews(12),
  k.beaches.waterQuality(12),
  k.beaches.parking(12),
  k.beaches.eateries(12),
  k.beaches.routes(12),
  k.beaches.photos(12),
  k.beaches.feedback(12),
];
const others = [
  k.waterQuality.all,
  k.waterQuality.history(14),
  k.blog.list,
  k.blog.post('a-walk'),
  k.tides.day('50.1', '-3.9', '2026-07-01'),
  k.tides.station('50.1', '-3.9'),
  k.tides.curve('50.1', '-3.9', '2026-07-01'),
  k.my.reviews,
  k.my.photos,
  k.my.feedback,
  k.auth.user,
  k.config,
];

/** The cached keys a filter matches, with one entry per key above. */
function matched(queryKey: readonly unknown[]) {
  const client = new QueryClient();
  for (const key of [...beachScoped, ...others]) client.setQueryData(key, 1);
  return client
    .getQueryCache()
    .findAll({ queryKey })
    .map((q) => q.queryKey);
}

describe('queryKeys', () => {
  it('gives every query its own key', () => {
    const hashes = [...beachScoped, ...others].map((key) => JSON.stringify(key));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('reaches every beach-scoped query from beaches.root, and nothing else', () => {
    expect(matched(k.beaches.root)).toEqual(expect.arrayContaining(beachScoped));
    expect(matched(k.beaches.root)).toHaveLength(beachScoped.length);
  });

  it('groups the lists, the details and one beach’s page', () => {
    expect(matched(k.beaches.lists)).toEqual([k.beaches.all, k.beaches.page('page=2')]);
    expect(matched(k.beaches.details)).toEqual([k.beaches.detail('croyde-beach')]);
    expect(matched(k.beaches.of('12'))).toHaveLength(7);
    expect(matched(k.my.root)).toHaveLength(3);
    expect(matched(k.waterQuality.root)).toHaveLength(2);
    expect(matched(k.blog.root)).toHaveLength(2);
    expect(matched(k.tides.root)).toHaveLength(3);
  });

  it('names a beach the same by number or string', () => {
    expect(k.beaches.reviews(12)).toEqual(k.beaches.reviews('12'));
    expect(k.beaches.page(new URLSearchParams({ page: '2' }))).toEqual(k.beaches.page('page=2'));
  });
});
