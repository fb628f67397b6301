/**
 * Quota errors, caught where they can be caught. In Chrome a full disk aborts the whole
 * transaction, and the promise of the single operation that hit it may never settle (dexie
 * #776), so the mirror only ever awaits the transaction and turns its failure into one clear
 * error the screens can show.
 */
import type Dexie from 'dexie';
import type { Table } from 'dexie';

export const STORAGE_FULL_MESSAGE =
  'Your phone is out of space for offline beach data. Free some space and the app will finish saving next time it syncs; until then it shows what it saved before.';

export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super(STORAGE_FULL_MESSAGE, { cause });
    this.name = 'StorageFullError';
  }
}

/** A quota error, however deep Dexie or the browser wrapped it. */
function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { name, inner, cause } = e as { name?: unknown; inner?: unknown; cause?: unknown };
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    e = inner ?? cause;
  }
  return false;
}

/** A read-write transaction whose quota failure arrives as a StorageFullError. */
export async function writeTransaction<T>(db: Dexie, tables: Table[], work: () => Promise<T>): Promise<T> {
  try {
    return await db.transaction('rw', tables, work);
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
}
