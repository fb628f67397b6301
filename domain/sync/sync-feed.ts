/**
 * The names of `/api/sync` (zod-free, so the browser's sync code does not load the schema
 * library; the schema is domain/sync/sync-feed-schema.ts).
 */
export const SYNC_COLLECTION_NAMES = [
  'beaches',
  'waterQuality',
  'waterQualityHistory',
  'parking',
  'eateries',
  'walkingRoutes',
  'blogPosts',
] as const;
export type SyncCollectionName = (typeof SYNC_COLLECTION_NAMES)[number];

/** Why a cursor is refused with 410: the client must fetch the snapshot again. */
export const SYNC_CURSOR_EXPIRED = 'sync_cursor_expired';
