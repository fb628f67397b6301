/**
 * The listing of spec section 4/5 in SQL: the same rules as domain/beaches/beach-filters.ts
 * (the tests run both on the same data and compare), filtered, sorted and paginated by
 * Postgres so that a page costs one indexed query.
 */
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { AMENITY_FLAGS } from '../../domain/beaches/beach.ts';
import {
  type BeachFilters,
  type BeachListingQuery,
  dogsAllowedFor,
  type SortOption,
} from '../../domain/beaches/beach-filters.ts';
import { FEATURED_SLUGS, type Page, pickFeatured } from '../../domain/beaches/listing.ts';
import { Beach } from '../models/Beach.ts';
import { presentBeach } from '../presenters/beach.ts';

const snake = (flag: string) => flag.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Escapes LIKE wildcards so that "50%" searches for the text "50%". */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function applyBeachFilters(query: QueryBuilder<Beach>, filters: Partial<BeachFilters>) {
  query.modify('live');
  if (filters.search) {
    query.whereRaw(
      "lower(beaches.name || ' ' || beaches.location || ' ' || coalesce(beaches.description, '')) LIKE ? ESCAPE '\\'",
      [likePattern(filters.search)],
    );
  }
  if (filters.location) query.where('beaches.location', filters.location);
  if (filters.accessType) query.where('beaches.accessType', filters.accessType);
  if (filters.beachType) query.where('beaches.beachType', filters.beachType);
  for (const flag of AMENITY_FLAGS) {
    if (filters[flag]) query.whereRaw(`beaches.${snake(flag)}`);
  }
  if (filters.minRating !== undefined) query.where('beaches.averageRating', '>=', filters.minRating);
  return query;
}

/**
 * The ids of the live beaches where dogs are allowed today, or at the planned moment `at`. The
 * rules (seasons counted from Easter, hours over midnight, how far the sources say they run) are
 * evaluated by the domain code, not rewritten in SQL, so the API and the phone's mirror cannot
 * disagree; the list is a few hundred small rows.
 */
async function beachIdsOpenToDogs(knex: Knex, at: string | undefined, now: Date): Promise<number[]> {
  // Judged on the beach as presented (its rules list, or the list its spec fields give): what
  // the phone's mirror holds and judges offline.
  const beaches = (await Beach.query(knex).modify('live')).map(presentBeach);
  return beaches.filter((beach) => dogsAllowedFor(beach, at, now)).map((beach) => beach.id);
}

const ORDER: Record<SortOption, string> = {
  name: 'lower(beaches.name) COLLATE "C" ASC, beaches.id ASC',
  location: 'lower(beaches.location) COLLATE "C" ASC, lower(beaches.name) COLLATE "C" ASC, beaches.id ASC',
  rating: 'beaches.average_rating DESC, lower(beaches.name) COLLATE "C" ASC, beaches.id ASC',
  reviews: 'beaches.total_reviews DESC, lower(beaches.name) COLLATE "C" ASC, beaches.id ASC',
};

/** `now` is read by the "dogs allowed today" filter alone (the London date it falls on), without `at`. */
export async function listBeachesPage(
  knex: Knex,
  query: BeachListingQuery,
  now = new Date(),
): Promise<Page<Beach>> {
  const { sortBy, page, pageSize, dogsToday, at, ...filters } = query;
  const base = applyBeachFilters(Beach.query(knex), filters);
  if (dogsToday) base.whereIn('beaches.id', await beachIdsOpenToDogs(knex, at, now));
  const [items, total] = await Promise.all([
    base
      .clone()
      .orderByRaw(ORDER[sortBy])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    base.clone().resultSize(),
  ]);
  return { items, total, page, pageSize };
}

export async function listAllBeaches(knex: Knex): Promise<Beach[]> {
  return Beach.query(knex).modify('live').orderByRaw(ORDER.name);
}

/** The home page's featured beaches (spec §2), in the spec's order. */
export async function listFeaturedBeaches(knex: Knex): Promise<Beach[]> {
  return pickFeatured(
    await Beach.query(knex)
      .modify('live')
      .whereIn('slug', [...FEATURED_SLUGS]),
  );
}
