import '@testing-library/jest-dom/vitest';
// The mirror and the outbox (pwa/offline/) live in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mirrorDb } from '../data/mirror/mirror-db.ts';
import { stopOutboxForTests } from '../data/outbox/outbox-effects.ts';
import { server } from './server.ts';

// Lazy routes and Chakra's first render are slow in jsdom; wait up to 5 s for UI to appear.
configure({ asyncUtilTimeout: 5000 });

// Every request a component makes must be one the test expects.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // Each test starts with an empty outbox and no sender left running from the one before.
  await stopOutboxForTests();
  await mirrorDb().outbox.clear();
  // What the outbox and the signed-in user leave in localStorage (the counts, the user, a sign-out
  // still to send).
  for (const key of ['ddb.outbox.waiting', 'ddb.outbox.others', 'ddb.user', 'ddb.signOutPending'])
    localStorage.removeItem(key);
  server.resetHandlers();
});
afterAll(() => server.close());

// jsdom lacks these browser APIs that Chakra/Ark and our code touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => {};
