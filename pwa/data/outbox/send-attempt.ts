/**
 * One attempt to send one item: the request it makes (its id as the Idempotency-Key, a JSON body
 * or a multipart form of its photos) and what the answer means for it. What then becomes of the
 * item is send-outbox.ts's to decide.
 */
import type { OutboxItem } from './outbox-item.ts';
import { retryAfterMs } from './retry-backoff.ts';

export interface AttemptSettings {
  fetchImpl: typeof fetch;
  now: () => number;
  /** Whether the browser says it has a network (navigator.onLine). */
  online: () => boolean;
}

/**
 * - sent: a 2xx (a replayed answer is a 2xx too); - retry: a 5xx, 408, 409 or 429, worth trying
 * again later; - offline: no answer at all; - sign-in: a 401; - refused: any other 4xx.
 */
type Outcome = 'sent' | 'retry' | 'offline' | 'sign-in' | 'refused';

export interface AttemptResult {
  outcome: Outcome;
  /** For 'offline': whether the request may have left the phone (the browser had a network). */
  reached?: boolean;
  status?: number;
  retryAfter?: number | null;
  message?: string;
  answer?: unknown;
}

function requestOf(item: OutboxItem): RequestInit {
  const headers: Record<string, string> = { 'Idempotency-Key': item.id };
  let body: BodyInit | undefined;
  if (item.files) {
    const form = new FormData();
    for (const [name, value] of Object.entries(item.body ?? {})) form.append(name, String(value));
    for (const file of item.files)
      form.append(file.field, new Blob([file.data], { type: file.type }), file.name);
    body = form;
  } else if (item.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(item.body);
  }
  return { method: item.method, headers, body, credentials: 'include' };
}

/**
 * The server's words for a refusal: its field messages when it gave any (they say what to fix:
 * "Choose a beach from the list"), else its message.
 */
async function serverMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string; fields?: Record<string, unknown> } };
    const fields = Object.values(body.error?.fields ?? {})
      .flat()
      .filter((text): text is string => typeof text === 'string' && text.trim() !== '');
    if (fields.length > 0) return [...new Set(fields)].join(' ');
    return body.error?.message ?? `The server answered ${res.status}`;
  } catch {
    return `The server answered ${res.status}`;
  }
}

async function answerOf(res: Response): Promise<unknown> {
  try {
    const text = await res.text();
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export async function attempt(item: OutboxItem, settings: AttemptSettings): Promise<AttemptResult> {
  let res: Response;
  try {
    res = await settings.fetchImpl(item.url, requestOf(item));
  } catch {
    // With a network the request may have reached the server and only its answer been lost.
    return { outcome: 'offline', reached: settings.online(), message: 'No connection' };
  }
  if (res.ok) return { outcome: 'sent', answer: await answerOf(res) };
  if (res.status === 401) return { outcome: 'sign-in', message: await serverMessage(res) };
  if (res.status >= 500 || [408, 409, 429].includes(res.status)) {
    return {
      outcome: 'retry',
      status: res.status,
      retryAfter: retryAfterMs(res.headers.get('Retry-After'), settings.now()),
      message: await serverMessage(res),
    };
  }
  return { outcome: 'refused', status: res.status, message: await serverMessage(res) };
}
