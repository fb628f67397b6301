/**
 * What the header and forms need to know about the outbox without loading it (Dexie): how many
 * of the signed-in account's writes wait (or, signed out, the visitor's), how many need attention,
 * and how many belong to someone else on this phone — a count only, never what they say (issue
 * #28 §1). The runner (outbox-runner.ts, loaded lazily) keeps it current; notes in localStorage
 * let the header show the count on the first render after a reload, before the runner has started.
 */
import { changesAnything } from '../../lib/changes-anything.ts';

export interface OutboxStatus {
  /** The user's writes still on the phone (analytics events are not counted). */
  waiting: number;
  needsAttention: number;
  /** Other accounts' writes on this phone, each sent when its account signs in again. */
  otherAccounts: number;
  /** Signed in: writes made on this phone while signed out, sent once nobody is signed in. */
  madeSignedOut: number;
  /** Per item id, the share of an upload sent so far (0…1), while it is being sent. */
  progress: Readonly<Record<string, number>>;
}

const HINT_KEY = 'ddb.outbox.waiting';
/** Everyone else's count, so that the runner starts early for them too (outboxMayHoldItems). */
const OTHERS_HINT_KEY = 'ddb.outbox.others';

function countHint(key: string): number {
  try {
    const stored = Number(localStorage.getItem(key));
    return Number.isInteger(stored) && stored > 0 ? stored : 0;
  } catch {
    return 0;
  }
}

/** The server's render (and so a hydrating page's first render): nothing waits. */
const SERVER_OUTBOX_STATUS: OutboxStatus = Object.freeze({
  waiting: 0,
  needsAttention: 0,
  otherAccounts: 0,
  madeSignedOut: 0,
  progress: {},
});
export const getServerOutboxStatus = () => SERVER_OUTBOX_STATUS;

/** Read on first use, not as the module loads: it comes with the page's first script. */
let status: OutboxStatus | null = null;
const listeners = new Set<() => void>();

export function getOutboxStatus(): OutboxStatus {
  status ??= {
    waiting: countHint(HINT_KEY),
    needsAttention: 0,
    // Whose they are is known once the runner has read them: until then they count as others'.
    otherAccounts: countHint(OTHERS_HINT_KEY),
    madeSignedOut: 0,
    progress: {},
  };
  return status;
}

/**
 * Sets what changed and tells the subscribers, unless nothing did: the runner re-counts after every
 * write it stores or sends (analytics events among them), and each notice re-renders every part of
 * the page that shows the outbox (a beach page's reviews, photos and feedback: 142 components).
 */
export function updateOutboxStatus(change: Partial<OutboxStatus>): void {
  const current = getOutboxStatus();
  if (!changesAnything(current, change)) return;
  const next = { ...current, ...change };
  status = next;
  if (change.waiting !== undefined) keepHint(HINT_KEY, next.waiting);
  if (change.otherAccounts !== undefined || change.madeSignedOut !== undefined)
    keepHint(OTHERS_HINT_KEY, next.otherAccounts + next.madeSignedOut);
  for (const listener of listeners) listener();
}

function keepHint(key: string, count: number): void {
  try {
    if (count > 0) localStorage.setItem(key, String(count));
    else localStorage.removeItem(key);
  } catch {
    // Storage refused: the count appears once the runner has read the outbox.
  }
}

export function subscribeOutboxStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the outbox may hold something, known synchronously (starts the runner early if so). */
export function outboxMayHoldItems(): boolean {
  const { waiting, otherAccounts, madeSignedOut } = getOutboxStatus();
  return waiting + otherAccounts + madeSignedOut > 0;
}
