/**
 * Image work (decode, resize, encode) waits its turn here, so that uploads cannot take the
 * machine from the readers: one upload is processed at a time per process (and sharp runs each
 * with one libvips thread, see image-processing.ts), which leaves the other core to the event
 * loop and the database. The waiting list is short and bounded, because every upload in it
 * holds its files in memory (up to 4 × 10 MB): when it is full an upload is refused at once with
 * 503 and Retry-After, which the PWA's outbox honours, instead of piling up.
 */
import { serviceUnavailable } from '../errors.ts';

export interface ImageQueueOptions {
  /** Tasks run at once (default 1). */
  concurrency?: number;
  /** Tasks that may wait for a turn (default 4); one more is refused with 503. */
  maxWaiting?: number;
  /** What the 503 tells the client to wait (default 10 s: a few photos' work). */
  retryAfterSeconds?: number;
}

export const QUEUE_FULL_MESSAGE = 'The server is busy processing other photos. Please try again shortly.';

export class ImageQueue {
  readonly concurrency: number;
  readonly maxWaiting: number;
  readonly retryAfterSeconds: number;
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor({ concurrency = 1, maxWaiting = 4, retryAfterSeconds = 10 }: ImageQueueOptions = {}) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `task` when a slot is free. Throws a 503 when the waiting list is full; an aborted
   * `signal` (the client went away) takes a waiting task out of the list before it runs.
   */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.active < this.concurrency) this.active++;
    else await this.waitForTurn(signal);
    try {
      signal?.throwIfAborted();
      return await task();
    } finally {
      // Hand the slot straight to the next task, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  private waitForTurn(signal?: AbortSignal): Promise<void> {
    if (this.waiting.length >= this.maxWaiting) {
      throw serviceUnavailable(QUEUE_FULL_MESSAGE, this.retryAfterSeconds);
    }
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        const at = this.waiting.indexOf(start);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(start);
    });
  }
}

/** The process's queue for photo uploads. */
export const imageQueue = new ImageQueue();
