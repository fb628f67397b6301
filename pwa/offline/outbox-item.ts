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

export type OutboxState =
  /** Waiting for its next attempt (now, or after a backoff). */
  | 'pending'
  /** An attempt is under way (or was, when the page closed: then it is tried again). */
  | 'sending'
  /** The server needs the account that queued it to be signed in. */
  | 'waiting-sign-in'
  /** The server refused it (a 4xx other than 401/408/409/429): the user edits or discards it. */
  | 'needs-attention';

export interface OutboxItem {
  id: string;
  /** What the user did, for the "Waiting to send" list: "Feedback for Croyde Bay". */
  label: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A JSON body, or the text fields of a multipart upload (with `files`). */
  body?: Record<string, unknown>;
  files?: OutboxFile[];
  /** The account that queued it: it is only ever sent as that account (null: anyone). */
  userId: number | null;
  createdAt: string;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which it is not tried again. */
  notBefore: number;
  lastError: string | null;
}
