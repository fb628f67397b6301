/**
 * What the screens read of the outbox in IndexedDB: the items of the identity the outbox serves
 * now, as a Dexie live query (it answers again after every change to the outbox, made by this
 * page, another tab or the service worker), and the photos of a queued upload. Only an item's
 * own identity reads it (issue #28 §1): everyone else's are left out here, not only on screen.
 */
import { liveQuery, type Observable } from 'dexie';
import { mirrorDb } from '../mirror/mirror-db.ts';
import { type OutboxItemSummary, summarise } from './outbox-events.ts';
import { isOwnedBy } from './outbox-item.ts';
import { outboxAccount } from './outbox-runner.ts';

/** The items of the identity signed in now (or of the signed-out visitor), oldest first, without their bytes. */
export async function readOutbox(): Promise<OutboxItemSummary[]> {
  const viewer = outboxAccount();
  const items = await mirrorDb().outbox.orderBy('createdAt').toArray();
  return items.filter((item) => isOwnedBy(item, viewer)).map(summarise);
}

/** readOutbox, read again whenever the outbox changes. @public (loadOutbox hands it on) */
export const watchOutbox = (): Observable<OutboxItemSummary[]> => liveQuery(readOutbox);

/** The photos of one's own queued upload, for their thumbnails (none of anyone else's). */
export async function readOutboxFiles(id: string) {
  const item = await mirrorDb().outbox.get(id);
  return item && isOwnedBy(item, outboxAccount()) ? (item.files ?? []) : [];
}
