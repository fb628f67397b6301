/**
 * What the tests of app/first-use.ts share: a page the server rendered, a start the test says when
 * the app has hydrated, and fake timers with every started app hydrated after each test (so that
 * none holds the next test's events).
 */
import { act } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { startOnFirstUse } from './first-use.ts';

export const RENDERED_AT = new Date('2026-11-26T10:15:20Z');
/** When the words of the page rendered at RENDERED_AT first change (here: the end of its minute). */
const CHANGES_AT = new Date('2026-11-26T10:16:00Z');
export const SERVER_PAGE = { renderedAt: RENDERED_AT, changesAt: CHANGES_AT };

/** Starts waiting for use on a page the server rendered just now. */
export const startOnServerPage = (start: () => Promise<void>) =>
  startOnFirstUse({ start, serverPage: SERVER_PAGE, now: () => RENDERED_AT.getTime() });

/** Lets the promise callbacks queued so far run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** Every test's app, hydrated after the test so that none holds the next test's events. */
const pending = new Set<() => void>();

/** A start that resolves when the test says the app has hydrated. */
export function deferredStart() {
  let hydrated = () => {};
  const start = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        hydrated = resolve;
        pending.add(resolve);
      }),
  );
  return {
    start,
    /** The app has hydrated; what follows (handing text, clicking again) waits for the timers. */
    justHydrated: () =>
      act(async () => {
        hydrated();
        await settle();
      }),
    hydrated: () =>
      act(async () => {
        hydrated();
        await settle();
        vi.runAllTimers();
      }),
  };
}

/** Registers the fake timers and the clean-up each test file of first-use needs. */
export function resetTimersAroundEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML = '';
  });
  afterEach(async () => {
    vi.runAllTimers();
    vi.restoreAllMocks();
    document.dispatchEvent(new Event('visibilitychange'));
    await act(async () => {
      for (const hydrated of pending) hydrated();
      await settle();
      vi.runAllTimers();
    });
    pending.clear();
    // The page's early listener stays on the window: let it hold nothing, and the next test start its own.
    if (window.__ddbEarly) window.__ddbEarly.ready = true;
    delete window.__ddbEarly;
    vi.useRealTimers();
  });
}
