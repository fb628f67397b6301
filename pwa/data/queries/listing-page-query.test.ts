import { describe, expect, it } from 'vitest';
import type { Beach } from '../../../domain/beaches/beach.ts';
import type { Page } from '../../../domain/beaches/listing.ts';
import { beachApiHandlers } from '../../testing/beach-api-handlers.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { server } from '../../testing/server.ts';
import { isPastTheEnd, lastPageOf, listingPageQuery } from './listing-page-query.ts';
import { createQueryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

const beaches = Array.from({ length: 50 }, (_, i) =>
  buildApiBeach({ name: `Cove ${String(i + 1).padStart(2, '0')}`, location: i < 30 ? 'Torbay' : 'Cornwall' }),
);

describe('the listing’s page query', () => {
  it('answers a page past the end with the last page, and keeps that page under its own key', async () => {
    server.use(...beachApiHandlers(beaches));
    const client = createQueryClient();
    const answer = await client.fetchQuery(listingPageQuery(new URLSearchParams('location=Torbay&page=99')));
    expect(answer).toMatchObject({ page: 2, total: 30, pageSize: 24 });
    expect(answer.items.map((b) => b.name)).toEqual(
      Array.from({ length: 6 }, (_, i) => `Cove ${String(i + 25).padStart(2, '0')}`),
    );
    // The address the page moves to finds it ready: no second request, no loading state.
    const moved = client.getQueryData<Page<Beach>>(queryKeys.beaches.page('location=Torbay&page=2'));
    expect(moved?.items).toEqual(answer.items);
    client.clear();
  });

  it('leaves pages within the list, and an empty list, as they are', async () => {
    server.use(...beachApiHandlers(beaches));
    const client = createQueryClient();
    const second = await client.fetchQuery(listingPageQuery(new URLSearchParams('page=2')));
    expect(second).toMatchObject({ page: 2, total: 50 });
    expect(second.items).toHaveLength(24);
    const none = await client.fetchQuery(listingPageQuery(new URLSearchParams('search=nowhere&page=3')));
    expect(none).toMatchObject({ page: 3, total: 0, items: [] });
    client.clear();
  });

  it('knows the last page of a list', () => {
    expect(lastPageOf({ total: 180, pageSize: 24 })).toBe(8);
    expect(lastPageOf({ total: 0, pageSize: 24 })).toBe(1);
    expect(isPastTheEnd({ items: [], total: 180, page: 99, pageSize: 24 })).toBe(true);
    expect(isPastTheEnd({ items: [], total: 180, page: 8, pageSize: 24 })).toBe(false);
    expect(isPastTheEnd({ items: [], total: 0, page: 3, pageSize: 24 })).toBe(false);
  });
});
