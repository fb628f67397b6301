/**
 * GET a JSON document from someone else's API, politely: a timeout on every attempt and at
 * most one retry, after a pause, for failures that may pass (timeouts, network errors, 429
 * and 5xx). A 4xx or a body that is not JSON is final. Errors carry a one-line reason that
 * fits an import summary.
 */

export type FetchFailure = 'http' | 'timeout' | 'network' | 'malformed' | 'aborted';

export class FetchJsonError extends Error {
  constructor(
    readonly kind: FetchFailure,
    message: string,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'FetchJsonError';
  }
}

export interface FetchJsonOptions {
  /** Per attempt, including reading the body. */
  timeoutMs: number;
  /** Pause before the single retry (a Retry-After header wins, up to 30 s). */
  retryDelayMs: number;
  userAgent: string;
  /** Cancels everything, e.g. when the server shuts down mid-import. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

const MAX_RETRY_AFTER_MS = 30_000;

export async function fetchJson(url: string, options: FetchJsonOptions): Promise<unknown> {
  try {
    return await attempt(url, options);
  } catch (error) {
    if (!(error instanceof FetchJsonError) || !isWorthRetrying(error) || options.signal?.aborted) throw error;
    await sleep(error.retryAfterMs ?? options.retryDelayMs, options.signal);
    return attempt(url, options);
  }
}

function isWorthRetrying(error: FetchJsonError): boolean {
  if (error.kind === 'timeout' || error.kind === 'network') return true;
  return error.kind === 'http' && (error.status === 429 || (error.status ?? 0) >= 500);
}

async function attempt(url: string, options: FetchJsonOptions): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json', 'user-agent': options.userAgent },
      signal,
    });
    if (!response.ok) {
      // Not awaited: some bodies never settle a cancel, and we are done with this one.
      response.body?.cancel().catch(() => undefined);
      throw new FetchJsonError(
        'http',
        `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
        response.status,
        retryAfter(response.headers.get('retry-after')),
      );
    }
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new FetchJsonError('malformed', 'malformed JSON');
    }
  } catch (error) {
    if (error instanceof FetchJsonError) throw error;
    if (options.signal?.aborted) throw new FetchJsonError('aborted', 'aborted');
    if (timeout.aborted) throw new FetchJsonError('timeout', `timed out after ${options.timeoutMs} ms`);
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new FetchJsonError('network', `network error${cause ? ` (${cause})` : ''}`);
  }
}

function retryAfter(header: string | null): number | undefined {
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : undefined;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new FetchJsonError('aborted', 'aborted'));
      },
      { once: true },
    );
  });
}
