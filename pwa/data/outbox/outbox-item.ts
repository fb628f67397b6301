/**
 * One write the user made, kept on the phone until the server has it (DESIGN.md, "Writes — our
 * own outbox, exactly once"). Its id is a UUID made when the user acted and is the
 * `Idempotency-Key` of every attempt, so a retry after a lost answer is replayed by the server,
 * never done twice.
 */

/** Images are kept as bytes and a MIME type: Safari's IndexedDB fails on some Blobs (dexie #1919). */
export interface OutboxFile {
  field: string;
  name: string;
  type: string;
  data: ArrayBuffer;
}

type OutboxState =
  /** Waiting for its next attempt (now, or after a backoff). */
  | 'pending'
  /** An attempt is under way (or was, when the page closed: then it is tried again). */
  | 'sending'
  /** Waits for the identity that queued it: that account signed in (or, for an item made signed out, nobody). */
  | 'waiting-sign-in'
  /** The server refused it (a 4xx other than 401/408/409/429): the user edits or discards it. */
  | 'needs-attention';

/** What kind of write it is: decides what the screens refresh once it is sent. */
export type OutboxKind =
  | 'feedback'
  | 'feedback-edit'
  | 'feedback-delete'
  | 'photo'
  | 'photo-delete'
  | 'route'
  | 'route-rating'
  | 'review'
  | 'contact'
  | 'event'
  /** "Is this right?" on a beach's dog rule, with a photo of the sign (issue #29 item 4). */
  | 'dog-rule-report'
  /** A star, its notes or its reminder on My beaches (issue #31): PUT or DELETE. */
  | 'favourite'
  /** A sign-out made with no signal: the server's session is ended first thing once there is one. */
  | 'sign-out';

export interface OutboxItem {
  id: string;
  kind: OutboxKind;
  /** What the user did, for the "Waiting to send" list: "Feedback for Croyde Bay". */
  label: string;
  /** The beach it belongs to, so the beach page can show it while it waits. */
  beachId?: number;
  /** The feedback, review or photo it changes (edits and deletes). */
  targetId?: number;
  /** A line of what was written (the feedback's text, the walk's name), shown while it waits. */
  summary?: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A JSON body, or the text fields of a multipart upload (with `files`). */
  body?: Record<string, unknown>;
  files?: OutboxFile[];
  /**
   * The account that queued it (null: nobody was signed in). It is only ever sent as that same
   * identity, so an item is never sent as another user, and every attempt of one item reaches the
   * server as the same actor (its Idempotency-Key is scoped to the actor).
   */
  userId: number | null;
  /** Sent whoever is signed in: analytics events, which carry no identity. */
  anyAccount?: boolean;
  createdAt: string;
  state: OutboxState;
  /** Every try, including those that never left the phone (no network). */
  attempts: number;
  /**
   * Tries whose request reached the server or may have: it answered (5xx, 408, 409, 429, or a
   * refusal), or the answer was lost while the phone had a network. A try made with no network
   * never left the phone and is not counted: these decide whether the item may have arrived
   * already (send-outbox.ts, retry-backoff.ts). Absent on items kept before it was counted.
   */
  reachedAttempts?: number;
  /**
   * The server's "later"s: answers 5xx, 408, 409 or 429. Only these make the backoff grow; a try
   * that got no answer at all leaves the item waiting for the network. Absent on items kept
   * before it was counted: read it with serverErrorsOf.
   */
  serverErrors?: number;
  /** Epoch ms before which it is not tried again (unless it waits for the network and that is back). */
  notBefore: number;
  /** The last try got no answer: it is due again as soon as the browser says the network is back. */
  waitingForNetwork?: boolean;
  lastError: string | null;
}

/** Tries that reached the server or may have; an item kept before they were counted counts every try. */
export const reachedTries = (item: Pick<OutboxItem, 'attempts' | 'reachedAttempts'>): number =>
  item.reachedAttempts ?? item.attempts;

/** The server's "later"s so far; none on an item kept before they were counted. */
export const serverErrorsOf = (item: Pick<OutboxItem, 'serverErrors'>): number => item.serverErrors ?? 0;

/** Whether the user sees it in the count and the "Waiting to send" list (not events, not a sign-out). */
export const isShownToUser = (item: Pick<OutboxItem, 'kind'>) =>
  item.kind !== 'event' && item.kind !== 'sign-out';

/**
 * Whether an item is the viewer's to see and act on (issue #28 §1): only the identity that queued
 * it — an account, or, for an item made signed out (null), the signed-out visitor. Another
 * account on the same phone learns at most how many of someone else's items wait, never what
 * they say. While the viewer is not known yet (undefined) nothing is theirs.
 */
export const isOwnedBy = (item: Pick<OutboxItem, 'kind' | 'userId'>, viewer: number | null | undefined) =>
  viewer !== undefined && isShownToUser(item) && item.userId === viewer;
