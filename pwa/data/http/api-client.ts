/**
 * The one way the PWA talks to the API: cookies always sent, JSON in and out, and any
 * non-OK answer turned into an Error whose message is "<status>: <body text>" (spec §8).
 */
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

let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * How requests reach the API. The browser's fetch by default; the server's renderer (which has
 * no page origin for `/api/…` paths) hands in one that answers them in-process.
 */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  init?: RequestInit,
): Promise<T> {
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
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const apiGet = <T>(path: string, init?: RequestInit) => apiRequest<T>('GET', path, undefined, init);

/** GET that treats a 404 as "no data" (parking, community lists, water quality). */
export async function apiGetOrNull<T>(path: string): Promise<T | null> {
  try {
    return await apiGet<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
