/** Listing constants of spec section 9, shared by API and PWA. */
import type { Beach } from './beach-schema.ts';
export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const HOME_MAP_LIMIT = 50;
export const FEATURED_LIMIT = 6;
export const FEATURED_SLUGS = [
  'croyde-beach',
  'woolacombe-beach',
  'saunton-sands',
  'westward-ho-beach',
  'bantham-beach',
  'bigbury-on-sea',
  'blackpool-sands',
  'broadsands-beach',
] as const;

/** The home page's featured beaches: up to FEATURED_LIMIT of FEATURED_SLUGS, in that order. */
export function pickFeatured<T extends { slug: string }>(beaches: readonly T[]): T[] {
  const bySlug = new Map(beaches.map((b) => [b.slug, b]));
  return FEATURED_SLUGS.map((slug) => bySlug.get(slug))
    .filter((b): b is T => b !== undefined)
    .slice(0, FEATURED_LIMIT);
}

/**
 * What a page that names every beach needs of each (the water quality page): a few fields, not the
 * whole record, and for a beach not on an EA bathing water the nearest one.
 */
export type BeachIndexEntry = Pick<Beach, 'id' | 'slug' | 'name' | 'location' | 'nearestBathingWater'>;

export const beachIndexEntry = ({
  id,
  slug,
  name,
  location,
  nearestBathingWater,
}: BeachIndexEntry): BeachIndexEntry => ({
  id,
  slug,
  name,
  location,
  // Left out on a beach that has none, to keep the index small.
  ...(nearestBathingWater ? { nearestBathingWater } : {}),
});

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
