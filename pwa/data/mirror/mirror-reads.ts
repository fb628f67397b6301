/**
 * The reads the screens make, answered from the mirror with the same shapes, order and rules
 * as the API: the listing runs domain/beach-filters (the code the API's SQL is tested against,
 * over a list prepared once by domain/beaches/prepared-listing.ts), the lists are sorted as the API
 * sorts them. Each returns `undefined` when the mirror cannot answer (no snapshot yet, or a row
 * it does not know), and the data layer then asks the network.
 */

import type { Beach } from '../../../domain/beaches/beach-schema.ts';
import {
  type BeachIndexEntry,
  beachIndexEntry,
  type Page,
  pickFeatured,
} from '../../../domain/beaches/listing.ts';
import type { BlogPost, BlogPostSummary } from '../../../domain/blog/blog-post-schema.ts';
import type { WaterQuality } from '../../../domain/water-quality/water-quality-schema.ts';
import { noRecordNote } from '../../../domain/water-quality/water-quality-wording.ts';
import { mirrorBeachList } from './mirror-beach-list.ts';
import type { MirrorDatabase } from './mirror-db.ts';

export async function mirrorReady(db: MirrorDatabase): Promise<boolean> {
  return (await db.meta.get('sync')) !== undefined;
}

/** Warnings whose time is over are dropped here too: the mirror may be hours old. */
function warningsStillInForce<T extends WaterQuality>(record: T, now = new Date()): T {
  const warnings = record.warnings.filter(
    (w) => w.kind !== 'pollution-risk' || (w.until !== null && new Date(w.until) > now),
  );
  return warnings.length === record.warnings.length ? record : { ...record, warnings };
}

/** Every beach, by name then id; from the copy kept in memory between writes (mirror-beach-list.ts). */
export async function readAllBeaches(db: MirrorDatabase): Promise<Beach[] | undefined> {
  // A new array: the kept one's order must survive a caller that sorts what it was given.
  return (await mirrorBeachList(db))?.beaches.slice();
}

export async function readBeachIndex(db: MirrorDatabase): Promise<BeachIndexEntry[] | undefined> {
  return (await readAllBeaches(db))?.map(beachIndexEntry);
}

export async function readFeaturedBeaches(db: MirrorDatabase): Promise<Beach[] | undefined> {
  const beaches = await readAllBeaches(db);
  return beaches && pickFeatured(beaches);
}

/** One page of `/api/beaches?…`, from the same query-string rules. */
export async function readBeachesPage(
  db: MirrorDatabase,
  search: URLSearchParams,
): Promise<Page<Beach> | undefined> {
  // The listing page has the query rules loaded already; the home page never needs them.
  const { beachListingQuerySchema } = await import('../../../domain/beaches/beach-listing-query.ts');
  const parsed = beachListingQuerySchema.safeParse(Object.fromEntries(search));
  // A query the API would refuse: let the network say why.
  if (!parsed.success) return undefined;
  // queryBeaches' answer, from the kept list's prepared search text and sort orders.
  return (await mirrorBeachList(db))?.listing.query(parsed.data);
}

/** A beach by id or slug, as the address names it. */
export async function readBeach(db: MirrorDatabase, identifier: string): Promise<Beach | undefined> {
  if (!(await mirrorReady(db))) return undefined;
  return /^\d+$/.test(identifier)
    ? db.beaches.get(Number(identifier))
    : db.beaches.where('slug').equals(identifier).first();
}

export async function readAllWaterQuality(db: MirrorDatabase): Promise<WaterQuality[] | undefined> {
  if (!(await mirrorReady(db))) return undefined;
  return (await db.waterQuality.orderBy('beachId').toArray()).map((r) => warningsStillInForce(r));
}

export async function readWaterQualityHistory(db: MirrorDatabase, days: number) {
  if (!(await mirrorReady(db))) return undefined;
  const from = new Date(Date.now() - days * 86_400_000).toISOString();
  const rows = await db.waterQualityHistory.where('recordedAt').aboveOrEqual(from).toArray();
  return rows
    .sort(
      (a, b) =>
        a.beachId - b.beachId || (a.recordedAt < b.recordedAt ? 1 : a.recordedAt > b.recordedAt ? -1 : 0),
    )
    .map((r) => warningsStillInForce(r));
}

/** A beach's record, or the API's own reason there is none. */
export async function readBeachWaterQuality(db: MirrorDatabase, beachId: number) {
  if (!(await mirrorReady(db))) return undefined;
  const beach = await db.beaches.get(beachId);
  if (!beach) return undefined;
  const record = await db.waterQuality.get(beachId);
  if (record) return { record: warningsStillInForce(record), note: null };
  return { record: null, note: noRecordNote(beach) };
}

const numberOrLast = (n: number | null) => n ?? Number.POSITIVE_INFINITY;

export async function readParking(db: MirrorDatabase, beachId: number) {
  if (!(await mirrorReady(db))) return undefined;
  const rows = await db.parking.where('beachId').equals(beachId).toArray();
  // As the API orders them: nearest first, unknown distances last, then by id.
  return rows.sort(
    (a, b) => numberOrLast(a.distanceToBeach) - numberOrLast(b.distanceToBeach) || a.id - b.id,
  );
}

export async function readEateries(db: MirrorDatabase, beachId: number) {
  if (!(await mirrorReady(db))) return undefined;
  const rows = await db.eateries.where('beachId').equals(beachId).toArray();
  return rows.sort((a, b) => numberOrLast(a.distanceKm) - numberOrLast(b.distanceKm) || a.id - b.id);
}

export async function readRoutes(db: MirrorDatabase, beachId: number) {
  if (!(await mirrorReady(db))) return undefined;
  const rows = await db.walkingRoutes.where('beachId').equals(beachId).toArray();
  return rows.sort(
    (a, b) =>
      b.averageRating - a.averageRating ||
      (a.routeName < b.routeName ? -1 : a.routeName > b.routeName ? 1 : 0) ||
      a.id - b.id,
  );
}

const newestFirst = (a: BlogPost, b: BlogPost) =>
  (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id - a.id;

export async function readBlogList(db: MirrorDatabase): Promise<BlogPostSummary[] | undefined> {
  if (!(await mirrorReady(db))) return undefined;
  return (await db.blogPosts.toArray())
    .sort(newestFirst)
    .map(({ content: _c, updatedAt: _u, ...summary }) => summary);
}

export async function readBlogPost(db: MirrorDatabase, slug: string): Promise<BlogPost | undefined> {
  if (!(await mirrorReady(db))) return undefined;
  return db.blogPosts.where('slug').equals(slug).first();
}
