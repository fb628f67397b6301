/**
 * Steps for pages the server renders (api/middleware/server-render.ts) and the browser then
 * hydrates (pwa/start-app.tsx) at the first sign of use (pwa/app/first-use.ts). Until React has
 * adopted the server's markup, a link is a plain link (a click loads a whole new document) and a
 * key press on a tab does nothing, so a test that drives a control waits for React to have taken
 * it over.
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * Moves the mouse over the page, as anyone about to use it does: the app takes over a server page
 * at the first sign of use (pwa/app/first-use.ts), not while it loads.
 */
export async function giveASignOfUse(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
}

/**
 * Waits until React has hydrated the page and owns `element`: the root's first render has been
 * committed (React's root state stops being "dehydrated" then) and React keeps the element's
 * props under a `__reactProps$…` key, and the commit's effects have run. Clicks and keys are
 * React's to handle from then on.
 */
export async function waitForHydration(element: Locator) {
  await giveASignOfUse(element.page());
  await expect
    .poll(
      () =>
        element.evaluate((el) => {
          const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
          const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
          const fiber = key ? (root[key] as { stateNode?: { current?: { memoizedState?: unknown } } }) : null;
          const state = fiber?.stateNode?.current?.memoizedState as { isDehydrated?: boolean } | undefined;
          const owned = Object.keys(el).some((name) => name.startsWith('__reactProps$'));
          return state?.isDehydrated === false && owned;
        }),
      { message: 'React hydrated the page and owns the element', timeout: 15_000 },
    )
    .toBe(true);
  // Parts of a page are Suspense boundaries that React hydrates later, at low priority, in slices
  // (the element's props are set while its part renders, before that part commits), and a
  // commit's effects (where components such as Chakra's tabs start listening) run in a task of
  // their own. Wait for a frame, then for the browser to be idle twice: React's scheduler has
  // then no work left, so every part is hydrated and its effects have run.
  await element.page().evaluate(
    () =>
      new Promise<void>((done) => {
        const idle = (then: () => void) => requestIdleCallback(then, { timeout: 5_000 });
        requestAnimationFrame(() => setTimeout(() => idle(() => idle(done)), 0));
      }),
  );
  // The page's early listener hands links, GET forms and their choices to the app from then on
  // (pwa/app/early-listener.ts): before, a tap on a filter goes to the server.
  await expect
    .poll(() => element.page().evaluate(() => window.__ddbEarly?.ready === true), {
      message: 'the app answers the page’s controls',
      timeout: 15_000,
    })
    .toBe(true);
}

/**
 * Notes the server's header element as the parser built it, before any script ran, so a test can
 * tell later whether React adopted the server's markup or threw it away and drew its own.
 */
export async function noteServerMarkup(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __serverHeader: Element | null }).__serverHeader =
        document.querySelector('header');
    });
  });
}

/** True when the header on screen is still the very element the server sent. */
export const serverMarkupKept = (page: Page) =>
  page.evaluate(() => {
    const noted = (window as unknown as { __serverHeader?: Element | null }).__serverHeader;
    return !!noted && noted.isConnected && noted === document.querySelector('header');
  });

/** Uncaught errors and console errors, hydration's included ("Minified React error #418"). */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Whole documents the tab loads from now on (an in-app link loads none). */
export function recordDocumentLoads(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return documents;
}

/**
 * The page's requests in flight from now on. `quiet()` resolves once none has been for
 * `quietMs`: unlike the `networkidle` load state, which fires once per document (often before
 * hydration, while the scripts are still being parsed), it can be waited for at any moment.
 */
export function trackNetwork(page: Page) {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    pending.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    quiet: (quietMs = 1_000) =>
      expect
        .poll(() => pending.size === 0 && Date.now() - lastChange >= quietMs, {
          message: `no request in flight for ${quietMs} ms`,
          intervals: [250],
          timeout: 20_000,
        })
        .toBe(true),
  };
}
