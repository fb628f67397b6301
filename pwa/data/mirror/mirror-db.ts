/**
 * The phone's copy of what the app shows offline (DESIGN.md, "Offline: how it works"). Every
 * IndexedDB access of the app lives in pwa/offline/ (STYLE rule 6): screens read through the
 * data layer and hooks, never this class.
 *
 * Versions: each change to the stores is a new `this.version(n)` below the old ones, with an
 * `upgrade()` when rows must be reshaped; old versions stay so that a phone that skipped a
 * release still upgrades step by step. Dexie opens the newest and runs the steps in between.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Beach } from '../../../domain/beaches/beach-schema.ts';
import type { Eatery } from '../../../domain/beaches/eatery-schema.ts';
import type { Parking } from '../../../domain/beaches/parking-schema.ts';
import type { WalkingRoute } from '../../../domain/beaches/walking-route-schema.ts';
import type { BlogPost } from '../../../domain/blog/blog-post-schema.ts';
import type { TideStationSummary } from '../../../domain/sync/sync-feed-schema.ts';
import type {
  WaterQuality,
  WaterQualityHistory,
} from '../../../domain/water-quality/water-quality-schema.ts';
import type { OutboxItem } from '../outbox/outbox-item.ts';
import { noteMirrorWrites } from './mirror-write-count.ts';

const MIRROR_DB_NAME = 'devon-dog-beaches';

/** What the mirror knows about its own freshness. */
export interface SyncMeta {
  key: 'sync';
  /** The cursor for the next delta; absent until a snapshot is stored. */
  cursor: string;
  /** When the last sync with the server finished (ISO). */
  lastSyncedAt: string;
  /** When the snapshot now in use was fetched (ISO). */
  snapshotAt: string;
}

export type BeachExtraKind = 'reviews' | 'community-photos' | 'feedback';

/** Lists that are not in the sync (reviews, photos, feedback), kept when a beach is opened. */
export interface BeachExtra {
  beachId: number;
  kind: BeachExtraKind;
  items: unknown[];
  savedAt: string;
}

export type OwnListKind = 'feedback' | 'photos' | 'reviews';

/**
 * The signed-in user's own lists (GET /api/my/…), kept under their id so that the profile works
 * with no signal; dropped at sign-out and when another account signs in (read-through.ts).
 */
export interface OwnList {
  userId: number;
  kind: OwnListKind;
  items: unknown[];
  savedAt: string;
}

/** Small values kept with the mirror, readable by the service worker (which has no localStorage). */
export interface KeyValue {
  key: 'outbox-account';
  /** The account signed in when the page last knew (null: nobody), so a worker sends as it. */
  value: number | null;
}

// Every committed write, whatever made it, counted for the beach list kept in memory (mirror-write-count.ts).
Dexie.on('storagemutated', noteMirrorWrites);

export class MirrorDatabase extends Dexie {
  beaches!: EntityTable<Beach, 'id'>;
  waterQuality!: EntityTable<WaterQuality, 'beachId'>;
  waterQualityHistory!: EntityTable<WaterQualityHistory, 'id'>;
  parking!: EntityTable<Parking, 'id'>;
  eateries!: EntityTable<Eatery, 'id'>;
  walkingRoutes!: EntityTable<WalkingRoute, 'id'>;
  blogPosts!: EntityTable<BlogPost, 'id'>;
  tideStations!: EntityTable<TideStationSummary, 'id'>;
  beachExtras!: Dexie.Table<BeachExtra, [number, BeachExtraKind]>;
  meta!: Dexie.Table<SyncMeta, string>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  keyValues!: EntityTable<KeyValue, 'key'>;
  ownLists!: Dexie.Table<OwnList, [number, OwnListKind]>;

  constructor(name = MIRROR_DB_NAME) {
    super(name);
    this.version(1).stores({
      beaches: 'id, &slug',
      waterQuality: 'beachId',
      waterQualityHistory: 'id, beachId, recordedAt',
      parking: 'id, beachId',
      eateries: 'id, beachId',
      walkingRoutes: 'id, beachId',
      blogPosts: 'id, &slug',
      tideStations: 'id',
      beachExtras: '[beachId+kind], beachId',
      meta: 'key',
    });
    // Version 2 adds the outbox (writes kept until the server has them); nothing to reshape.
    this.version(2).stores({ outbox: 'id, createdAt, state' });
    // Version 3 adds small key-value settings (who is signed in, for the worker's Background Sync).
    this.version(3).stores({ keyValues: 'key' });
    // Version 4 adds the signed-in user's own lists, by user; a new store, so every row kept
    // before (the mirror, the outbox with writes still waiting) stays as it was.
    this.version(4).stores({ ownLists: '[userId+kind], userId' });
  }

  /** The tables one sync writes, in one transaction. */
  get syncedTables() {
    return [
      this.beaches,
      this.waterQuality,
      this.waterQualityHistory,
      this.parking,
      this.eateries,
      this.walkingRoutes,
      this.blogPosts,
      this.tideStations,
      this.beachExtras,
      this.meta,
    ];
  }
}

let shared: MirrorDatabase | null = null;

/** The app's one mirror (tests make their own with another name). */
export function mirrorDb(): MirrorDatabase {
  shared ??= new MirrorDatabase();
  return shared;
}

/** Whether this browser can keep a mirror at all (private modes and old browsers may not). */
export function mirrorAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}
