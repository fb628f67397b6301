import { HttpResponse, http } from 'msw';
import type { Beach } from '../../domain/beaches/beach.ts';
import { queryBeaches } from '../../domain/beaches/beach-filters.ts';
import { beachListingQuerySchema, LISTING_QUERY_KEYS } from '../../domain/beaches/beach-listing-query.ts';
import { beachIndexEntry, pickFeatured } from '../../domain/beaches/listing.ts';

/**
 * /api/beaches over an in-memory list, answering exactly as the API contract says (the
 * full list, or a filtered page computed with the same domain rules the server uses).
 */
export function beachApiHandlers(beaches: Beach[]) {
  return [
    http.get('/api/beaches', ({ request }) => {
      const url = new URL(request.url);
      const query = Object.fromEntries(url.searchParams);
      if (!Object.keys(query).some((k) => LISTING_QUERY_KEYS.includes(k))) return HttpResponse.json(beaches);
      const parsed = beachListingQuerySchema.safeParse(query);
      if (!parsed.success)
        return HttpResponse.json({ error: { code: 'validation_failed', message: 'bad' } }, { status: 400 });
      return HttpResponse.json(queryBeaches(beaches, parsed.data));
    }),
    http.get('/api/beaches/featured', () => HttpResponse.json(pickFeatured(beaches))),
    http.get('/api/beaches/index', () => HttpResponse.json(beaches.map(beachIndexEntry))),
  ];
}
