/**
 * The one way the PWA talks to the API: cookies always sent, JSON in and out, and any
 * non-OK answer turned into an Error whose message is "<status>: <body text>" (spec §8).
 * Every GET, and every write whose answer is read, names the domain/ schema of its answer and
 * gets back the parsed value, so a server that drifted from the shared shape fails as a load
 * failure naming the path and the field, never as a screen reading `undefined` three
 * components later.
 *
 * zod is imported here for its types only: a schema arrives with its caller, or is loaded by
 * it on the first answer that needs reading (response-schemas.ts), so the first visit's
 * scripts carry no parser.
 */
import type { ZodType } from 'zod';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  /** The server's own message, from the JSON error shape, when there is one. */
  get serverMessage(): string | undefined {
    try {
      return (JSON.parse(this.body) as { error?: { message?: string } }).error?.message;
    } catch {
      return undefined;
    }
  }
}

/** An OK answer that is not what the shared schema says it is (a stale build, a proxy's page). */
export class ApiResponseError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
    cause?: unknown,
  ) {
    super(`Unexpected answer from ${path}: ${problem}`, { cause });
    this.name = 'ApiResponseError';
  }
}

/** What an answer must be: its schema, or a function loading it (zod then loads on demand). */
export type ResponseSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

type ResponseSchemas = typeof import('./response-schemas.ts').responseSchemas;

/** A public answer's schema by name, loaded (with zod) only once an answer needs reading. */
export const publicSchema =
  <Name extends keyof ResponseSchemas>(name: Name) =>
  async (): Promise<ResponseSchemas[Name]> =>
    (await import('./response-schemas.ts')).responseSchemas[name];

let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * How requests reach the API. The browser's fetch by default; the server's renderer (which has
 * no page origin for `/api/…` paths) hands in one that answers them in-process.
 */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

async function send(method: string, path: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const res = await transport(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    ...init,
  });
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text || res.statusText);
  }
  return res;
}

/** The first thing wrong with an answer, as "items.3.latitude: Invalid input: expected string…". */
const describeIssue = (issue: { path: PropertyKey[]; message: string } | undefined) =>
  issue ? `${issue.path.map(String).join('.') || 'the answer'}: ${issue.message}` : 'does not match';

/** An OK answer's JSON, parsed with its schema: the one place a read or a write's answer is read. */
async function readAnswer<T>(path: string, res: Response, schema: ResponseSchema<T>): Promise<T> {
  let answer: unknown;
  try {
    answer = res.status === 204 ? undefined : await res.json();
  } catch (error) {
    // A body cut off by the network stays a network failure (a TypeError); only text that is not JSON is refused.
    if (error instanceof SyntaxError) throw new ApiResponseError(path, 'not JSON', error);
    throw error;
  }
  const parser = typeof schema === 'function' ? await schema() : schema;
  const parsed = parser.safeParse(answer);
  if (!parsed.success) throw new ApiResponseError(path, describeIssue(parsed.error.issues[0]), parsed.error);
  return parsed.data;
}

type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A write whose answer nobody reads (a 204, or a `{ success: true }` the caller ignores): it
 * resolves to nothing, so a caller that needs the answer names its schema with `apiWrite`.
 */
export async function apiRequest(
  method: WriteMethod,
  path: string,
  body?: unknown,
  init?: RequestInit,
): Promise<void> {
  await send(method, path, body, init);
}

/** A write whose answer the caller reads: parsed with its domain/ schema, as a GET's is. */
export async function apiWrite<T>(
  method: WriteMethod,
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  init?: RequestInit,
): Promise<T> {
  return readAnswer(path, await send(method, path, body, init), schema);
}

export async function apiGet<T>(path: string, schema: ResponseSchema<T>, init?: RequestInit): Promise<T> {
  return readAnswer(path, await send('GET', path, undefined, init), schema);
}

/** GET that treats a 404 as "no data" (parking, eateries, walks, community lists). */
export async function apiGetOrNull<T>(path: string, schema: ResponseSchema<T>): Promise<T | null> {
  try {
    return await apiGet(path, schema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
