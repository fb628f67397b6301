import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { ImageQueue, QUEUE_FULL_MESSAGE } from './image-queue.ts';

/** A task that runs until its `finish` is called, recording how many ran at once. */
function gate(track: { now: number; peak: number }, order?: number[], id?: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = false;
  const task = async () => {
    started = true;
    if (order && id !== undefined) order.push(id);
    track.peak = Math.max(track.peak, ++track.now);
    await done;
    track.now--;
    return id;
  };
  return { task, finish, started: () => started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageQueue', () => {
  it('runs one task at a time by default, in the order they came', async () => {
    const queue = new ImageQueue();
    const track = { now: 0, peak: 0 };
    const order: number[] = [];
    const gates = [1, 2, 3].map((id) => gate(track, order, id));
    const results = gates.map((g) => queue.run(g.task));
    await tick();
    expect([queue.running, queue.queued]).toEqual([1, 2]);
    expect(gates.map((g) => g.started())).toEqual([true, false, false]);
    for (const g of gates) {
      g.finish();
      await tick();
    }
    expect(await Promise.all(results)).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(track.peak).toBe(1);
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });

  it('respects a configured concurrency', async () => {
    const queue = new ImageQueue({ concurrency: 2, maxWaiting: 10 });
    const track = { now: 0, peak: 0 };
    const gates = [1, 2, 3, 4, 5].map(() => gate(track));
    const results = gates.map((g) => queue.run(g.task));
    await tick();
    expect(gates.filter((g) => g.started())).toHaveLength(2);
    for (const g of gates) {
      g.finish();
      await tick();
    }
    await Promise.all(results);
    expect(track.peak).toBe(2);
  });

  it('refuses a task with 503 and Retry-After when the waiting list is full, at once', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 2, retryAfterSeconds: 7 });
    const track = { now: 0, peak: 0 };
    const gates = [1, 2, 3].map(() => gate(track));
    const accepted = gates.map((g) => queue.run(g.task));
    let ran = false;
    const refused = await queue
      .run(async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(ran).toBe(false);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      status: 503,
      code: 'service_unavailable',
      message: QUEUE_FULL_MESSAGE,
      headers: { 'Retry-After': '7' },
    });
    for (const g of gates) {
      g.finish();
      await tick();
    }
    await Promise.all(accepted);
    // Room again once the list has drained.
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('frees the slot when a task fails', async () => {
    const queue = new ImageQueue();
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(queue.running).toBe(0);
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it('drops a waiting task whose client went away, without running it', async () => {
    const queue = new ImageQueue({ maxWaiting: 1 });
    const track = { now: 0, peak: 0 };
    const first = gate(track);
    const running = queue.run(first.task);
    const gone = new AbortController();
    let ran = false;
    const waiting = queue.run(async () => {
      ran = true;
    }, gone.signal);
    await tick();
    expect(queue.queued).toBe(1);
    gone.abort(new Error('client left'));
    await expect(waiting).rejects.toThrow('client left');
    expect(queue.queued).toBe(0);
    first.finish();
    await running;
    expect(ran).toBe(false);
    expect(queue.running).toBe(0);
  });
});
