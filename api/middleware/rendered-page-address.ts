/**
 * The public pages rendered on the server and the address each is rendered at and kept under:
 * its path and only the query parameters the page reads while it renders, first values, in a
 * fixed order (issue #27 §8). Any other parameter (a cache-buster, a campaign tag) changes
 * nothing in the page, so it neither makes a new render nor takes a place in the cache; the
 * browser still hydrates at the address it asked for.
 */
import { readHomeFilters } from '../../pwa/lib/home-filters.ts';
import { readListingParams } from '../../pwa/lib/listing-params.ts';
import { writeListingParams } from '../../pwa/lib/listing-url.ts';

/** The query a page is rendered with, from the one it was asked for. */
type PageQuery = (asked: URLSearchParams) => URLSearchParams;

const none: PageQuery = () => new URLSearchParams();

/** The named parameters' first values; an empty one reads as absent, so it is left out. */
const only =
  (...names: string[]): PageQuery =>
  (asked) => {
    const kept = new URLSearchParams();
    for (const name of names) {
      const value = asked.get(name);
      if (value) kept.set(name, value);
    }
    return kept;
  };

/** What people arrive at from a search, with the parameters each page's render reads. */
const RENDERED_PAGES: [RegExp, PageQuery][] = [
  // Its map section's filters (home-map-section.tsx); the email-verification dialog reads its
  // parameters in the browser only (home-page.tsx).
  [/^\/$/, (asked) => writeListingParams(readHomeFilters(asked))],
  // The listing's state, read and written back as listing-page.tsx does: defaults and values
  // it would drop are left out, so equal listings have equal addresses.
  [/^\/beaches$/, (asked) => writeListingParams(readListingParams(asked))],
  [/^\/all-beaches$/, none],
  [/^\/beach\/[^/]+$/, none],
  // Its filters pick the rows in the HTML (water-quality-page.tsx).
  [/^\/water-quality$/, only('search', 'location', 'status')],
  [/^\/blog$/, none],
  [/^\/blog\/[^/]+$/, none],
  [/^\/privacy$/, none],
  [/^\/terms$/, none],
];

/** `path?query` as the page at `path` is rendered and kept, or null when it is not rendered here. */
export function renderedPageAddress(path: string, querystring: string): string | null {
  const page = RENDERED_PAGES.find(([pattern]) => pattern.test(path));
  if (!page) return null;
  const query = page[1](new URLSearchParams(querystring)).toString();
  return query ? `${path}?${query}` : path;
}
