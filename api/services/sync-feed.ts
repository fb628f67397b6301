/**
 * What the PWA keeps offline, as `GET /api/sync` serves it (DESIGN.md, "Offline: how it
 * works"): with no cursor everything public, with a cursor only what changed and what went away
 * since. Rows are presented exactly as the rest of the API presents them, so the app's local
 * mirror answers a screen with the same shapes the network would.
 *
 * Both answers are read inside one REPEATABLE READ transaction that starts by reading the
 * committed version V: every row the snapshot holds has a version ≤ V, and every version ≤ V
 * is committed (change-versions.ts), so V is a cursor that neither skips nor repeats a change.
 */
import type { Knex } from 'knex';
import { shippedTideStations } from '../../db/tide-stations.ts';
import { stationName } from '../../domain/tides/tide-station.ts';
import { Beach } from '../models/Beach.ts';
import { BlogPost } from '../models/BlogPost.ts';
import { Eatery } from '../models/Eatery.ts';
import { Parking } from '../models/Parking.ts';
import { WalkingRoute } from '../models/WalkingRoute.ts';
import { WaterQuality, WaterQualityHistory } from '../models/WaterQuality.ts';
import { presentBeach } from '../presenters/beach.ts';
import { presentBlogPost } from '../presenters/blog.ts';
import { presentEatery, presentParking } from '../presenters/place.ts';
import { presentWalkingRoute } from '../presenters/walking-route.ts';
import { presentWaterQuality, presentWaterQualityHistory } from '../presenters/water-quality.ts';
import { type SyncedTable, servableRange, tombstonesSince } from './change-versions.ts';

/** Days of water quality history the app keeps (its charts show the last 14). */
const SYNC_HISTORY_DAYS = 30;

/** The collections of a sync answer, each keyed in `deleted` by the same name. */
export const SYNC_COLLECTIONS = {
  beaches: 'beaches',
  waterQuality: 'water_quality',
  waterQualityHistory: 'water_quality_history',
  parking: 'parking',
  eateries: 'eateries',
  walkingRoutes: 'walking_routes',
  blogPosts: 'blog_posts',
} as const satisfies Record<string, SyncedTable>;
type SyncCollection = keyof typeof SYNC_COLLECTIONS;

export interface SyncFeed {
  kind: 'snapshot' | 'delta';
  /** The cursor to send next time. */
  cursor: string;
  beaches: ReturnType<typeof presentBeach>[];
  waterQuality: ReturnType<typeof presentWaterQuality>[];
  waterQualityHistory: ReturnType<typeof presentWaterQualityHistory>[];
  parking: ReturnType<typeof presentParking>[];
  eateries: ReturnType<typeof presentEatery>[];
  walkingRoutes: ReturnType<typeof presentWalkingRoute>[];
  blogPosts: ReturnType<typeof presentBlogPost>[];
  /** Snapshot only: the tide gauges, which change with a release, not with a write. */
  tideStations?: PublicTideStation[];
  /** Delta only: ids (water quality: beach ids) to remove from the mirror. */
  deleted?: Record<SyncCollection, number[]>;
}

/** A tide gauge as the mirror lists it; predictions come from the app's lazily loaded tide data. */
interface PublicTideStation {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  attribution: string;
}

const tideStations: PublicTideStation[] = shippedTideStations.map((station) => ({
  id: station.id,
  name: stationName(station),
  latitude: station.latitude,
  longitude: station.longitude,
  attribution: station.attribution,
}));

export class CursorTooOld extends Error {}

type Range = { since: number; upTo: number } | null;

/** A query narrowed to rows changed in the range (none: every row). */
function changed<Q extends { where: (...args: unknown[]) => Q }>(query: Q, column: string, range: Range): Q {
  if (!range) return query;
  return query.where(column, '>', range.since).where(column, '<=', range.upTo);
}

async function readRows(trx: Knex.Transaction, range: Range, now: Date) {
  const historyFrom = new Date(now.getTime() - SYNC_HISTORY_DAYS * 86_400_000);
  const [beaches, waterQuality, waterQualityHistory, parking, eateries, walkingRoutes, blogPosts] =
    await Promise.all([
      changed(Beach.query(trx), 'beaches.changeVersion', range).orderBy('id'),
      changed(WaterQuality.query(trx), 'water_quality.changeVersion', range).orderBy('beachId'),
      changed(WaterQualityHistory.query(trx), 'water_quality_history.changeVersion', range)
        .where('recordedAt', '>=', historyFrom)
        .orderBy(['beachId', 'recordedAt']),
      changed(Parking.query(trx), 'parking.changeVersion', range).orderBy('id'),
      changed(Eatery.query(trx), 'eateries.changeVersion', range).orderBy('id'),
      changed(WalkingRoute.query(trx), 'walking_routes.changeVersion', range).orderBy('id'),
      changed(BlogPost.query(trx), 'blog_posts.changeVersion', range).orderBy('id'),
    ]);
  return { beaches, waterQuality, waterQualityHistory, parking, eateries, walkingRoutes, blogPosts };
}

/**
 * Builds a snapshot (`since` null) or the delta since a cursor. Throws CursorTooOld when the
 * tombstones the delta would need are pruned, or the cursor is from another database.
 */
export async function readSyncFeed(knex: Knex, since: number | null, now = new Date()): Promise<SyncFeed> {
  return knex.transaction(
    async (trx) => {
      const { version, prunedThrough } = await servableRange(trx);
      if (since !== null && (since < prunedThrough || since > version)) throw new CursorTooOld();
      const range = since === null ? null : { since, upTo: version };
      const rows = await readRows(trx, range, now);

      // Rows that are no longer public leave the mirror like deleted ones.
      const gone = new Set<number>(rows.beaches.filter((b) => b.deletedAt).map((b) => b.id));
      const liveBeach = (row: { beachId: number }) => !gone.has(row.beachId);
      const feed: SyncFeed = {
        kind: range ? 'delta' : 'snapshot',
        cursor: String(version),
        beaches: rows.beaches.filter((b) => !b.deletedAt).map(presentBeach),
        waterQuality: rows.waterQuality.filter(liveBeach).map(presentWaterQuality),
        waterQualityHistory: rows.waterQualityHistory.filter(liveBeach).map(presentWaterQualityHistory),
        parking: rows.parking.filter(liveBeach).map(presentParking),
        eateries: rows.eateries.filter(liveBeach).map(presentEatery),
        walkingRoutes: rows.walkingRoutes
          .filter((r) => r.isApproved && liveBeach(r))
          .map(presentWalkingRoute),
        blogPosts: rows.blogPosts.filter((p) => p.isPublished).map(presentBlogPost),
      };
      if (!range) {
        // A snapshot holds only what is public; children of deleted beaches included.
        const deletedBeaches = new Set(
          (await trx('beaches').whereNotNull('deletedAt').pluck('id')) as number[],
        );
        const live = (row: { beachId: number }) => !deletedBeaches.has(row.beachId);
        feed.waterQuality = feed.waterQuality.filter(live);
        feed.waterQualityHistory = feed.waterQualityHistory.filter(live);
        feed.parking = feed.parking.filter(live);
        feed.eateries = feed.eateries.filter(live);
        feed.walkingRoutes = feed.walkingRoutes.filter(live);
        feed.tideStations = tideStations;
        return feed;
      }

      const deleted = Object.fromEntries(
        Object.keys(SYNC_COLLECTIONS).map((name) => [name, [] as number[]]),
      ) as Record<SyncCollection, number[]>;
      const collectionOf = Object.fromEntries(
        Object.entries(SYNC_COLLECTIONS).map(([name, table]) => [table, name as SyncCollection]),
      ) as Record<string, SyncCollection | undefined>;
      for (const tombstone of await tombstonesSince(trx, range.since, range.upTo)) {
        const collection = collectionOf[tombstone.tableName];
        if (collection) deleted[collection].push(Number(tombstone.rowId));
      }
      deleted.beaches.push(...gone);
      deleted.walkingRoutes.push(...rows.walkingRoutes.filter((r) => !r.isApproved).map((r) => r.id));
      deleted.blogPosts.push(...rows.blogPosts.filter((p) => !p.isPublished).map((p) => p.id));
      feed.deleted = deleted;
      return feed;
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
