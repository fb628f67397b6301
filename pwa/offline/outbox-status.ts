/**
 * What the header and forms need to know about the outbox without loading it (Dexie): how many
 * of the user's writes wait, how many need attention, how many wait for an account. The runner
 * (outbox-runner.ts, loaded lazily) keeps it current; a note in localStorage lets the header show
 * the count on the first render after a reload, before the runner has started.
 */
import { changesAnything } from '../lib/changes-anything.ts';

export interface OutboxStatus {
  /** The user's writes still on the phone (analytics events are not counted). */
  waiting: number;
  needsAttention: number;
  /** Waiting for the account that made them to be signed in (or, made signed out, for sign-out). */
  waitingForAccount: number;
  /** Per item id, the share of an upload sent so far (0…1), while it is being sent. */
  progress: Readonly<Record<string, number>>;
}

const HINT_KEY = 'ddb.outbox.waiting';

function countHint(): number {
  try {
    const stored = Number(localStorage.getItem(HINT_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : 0;
  } catch {
    return 0;
  }
}

/** The server's render (and so a hydrating page's first render): nothing waits. */
export const SERVER_OUTBOX_STATUS: OutboxStatus = Object.freeze({
  waiting: 0,
  needsAttention: 0,
  waitingForAccount: 0,
  progress: {},
});
export const getServerOutboxStatus = () => SERVER_OUTBOX_STATUS;

/** Read on first use, not as the module loads: it comes with the page's first script. */
let status: OutboxStatus | null = null;
const listeners = new Set<() => void>();

export function getOutboxStatus(): OutboxStatus {
  status ??= { waiting: countHint(), needsAttention: 0, waitingForAccount: 0, progress: {} };
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
  status = { ...current, ...change };
  if (change.waiting !== undefined) {
    try {
      if (change.waiting > 0) localStorage.setItem(HINT_KEY, String(change.waiting));
      else localStorage.removeItem(HINT_KEY);
    } catch {
      // Storage refused: the count appears once the runner has read the outbox.
    }
  }
  for (const listener of listeners) listener();
}

export function subscribeOutboxStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the outbox may hold something, known synchronously (starts the runner early if so). */
export function outboxMayHoldItems(): boolean {
  return getOutboxStatus().waiting > 0;
}
