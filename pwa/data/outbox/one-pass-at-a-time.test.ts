/**
 * A pass may have read its data before a change that a request made during it stands for (a
 * mirror pull asked for because the server changed): every request must be followed by a pass
 * that starts after it, whenever during a run it comes.
 */
import { describe, expect, it } from 'vitest';
import { onePassAtATime } from './one-pass-at-a-time.ts';

/** A runner whose passes each wait for the test to end them, logging when they start. */
function gatedRunner() {
  const log: string[] = [];
  const gates: (() => void)[] = [];
  let passes = 0;
  const runner = onePassAtATime(() => {
    passes += 1;
    log.push(`pass ${passes}`);
    return new Promise<void>((resolve) => gates.push(resolve));
  });
  const endPass = () => gates.shift()?.();
  return { runner, log, endPass, passes: () => passes };
}

/** Ends the pass under way and any that follow, until the run is over. */
async function drain(env: ReturnType<typeof gatedRunner>, run: Promise<void>) {
  let over = false;
  void run.finally(() => {
    over = true;
  });
  for (let i = 0; i < 20 && !over; i++) {
    env.endPass();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  expect(over).toBe(true);
}

describe('onePassAtATime', () => {
  it('runs a request made during a pass in a pass that starts after it', async () => {
    const env = gatedRunner();
    const first = env.runner.run();
    env.log.push('request');
    const second = env.runner.run();
    await drain(env, first);
    await second;
    expect(env.log).toEqual(['pass 1', 'request', 'pass 2']);
  });

  it('folds the requests made during one pass into one more pass, never two alongside', async () => {
    const env = gatedRunner();
    const run = env.runner.run();
    for (let i = 0; i < 5; i++) void env.runner.run();
    await drain(env, run);
    expect(env.passes()).toBe(2);
  });

  // The pass's promise settles a few microtasks before the run is over: a request in between
  // (a listener told of the pass's end, an awaited store write) must not join the finished run.
  it.each([0, 1, 2, 3, 4, 5])(
    'runs a request made %i microtasks after the last pass ended',
    async (ticks) => {
      const env = gatedRunner();
      const first = env.runner.run();
      env.endPass();
      for (let i = 0; i < ticks; i++) await Promise.resolve();
      env.log.push('request');
      const late = env.runner.run();
      await drain(env, late);
      await first;
      expect(env.log.slice(env.log.indexOf('request'))).toEqual(['request', `pass ${env.passes()}`]);
      expect(env.passes()).toBe(2);
    },
  );

  it('folds a request made from within the first step of a run into one more pass, not one alongside', async () => {
    let calls = 0;
    let active = 0;
    let most = 0;
    const runner = onePassAtATime(async () => {
      calls += 1;
      active += 1;
      most = Math.max(most, active);
      // A listener told synchronously that a pass began asks for one.
      if (calls === 1) void runner.run();
      await new Promise((resolve) => setTimeout(resolve, 0));
      active -= 1;
    });
    await runner.run();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect({ calls, most }).toEqual({ calls: 2, most: 1 });
  });

  it('starts afresh after a pass that failed', async () => {
    let calls = 0;
    const runner = onePassAtATime(async () => {
      calls += 1;
      if (calls === 1) throw new Error('no network');
    });
    await expect(runner.run()).rejects.toThrow('no network');
    await runner.run();
    expect(calls).toBe(2);
  });

  it('settle waits for the pass under way without asking for another', async () => {
    const env = gatedRunner();
    void env.runner.run();
    const settled = env.runner.settle();
    env.endPass();
    await settled;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(env.passes()).toBe(1);
  });
});
