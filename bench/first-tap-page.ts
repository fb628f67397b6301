/**
 * What bench/first-tap.ts reads in the page. Every document the tab loads reports to the bench,
 * through a binding that survives navigations, what happened to it on the wall clock the page
 * keeps (`performance.timeOrigin + …`, epoch ms: one clock for the document that got the tap and
 * a server page loaded after it): its navigation start, its first script run, the first tap, and
 * the first frame in which the listing shows the beaches with parking.
 */
import type { BrowserContext, Page } from '@playwright/test';

const BINDING = '__firstTapReport';

interface PageEvent {
  kind: 'control' | 'ready' | 'tap' | 'answered';
  /** The document's navigation start (epoch ms): which document it happened in. */
  doc: number;
  /** When (epoch ms). */
  at: number;
  /** For a tap, when the page's main thread got round to it (epoch ms). */
  handled?: number;
  /** For a tap, what it landed on; for an answer, the address; for the control, where it is (JSON). */
  detail?: string;
}

/**
 * Runs in every document before its own scripts:
 * - `control` once "Parking" is laid out (a button, link or role of that name, or a checkbox
 *   labelled so: the role locators issue #32's forms may need), with the middle of its box (of
 *   the checkbox's label when that is larger) as `detail`. Looked for as the parser adds the
 *   page: a report leaves the page when the task that made it ends, and a frame's task (style,
 *   layout and paint of the page parsed so far) held it back 0.2–0.4 s at 4× CPU;
 * - `ready` at DOMContentLoaded, by which the page's first script (a module, so deferred) has
 *   run and installed its listeners: a tap before it has nothing to start the app;
 * - `tap` at the first touch, timed by the event's own time stamp (when the touch was made, not
 *   when a busy main thread got round to it, `handled`), with what it landed on;
 * - `answered` at the first animation frame in which the address asks for beaches with parking
 *   and the listing's cards are laid out and are, in order, that list's first page (`slugs`).
 * The checks read the DOM's attributes and text only (no forced layout) until what they look for
 * is there, and stop once reported. A string, not a function: tsx would add helpers the page lacks.
 */
const watchScript = (slugs: string[]) => `(() => {
  const expected = ${JSON.stringify(slugs)};
  const doc = performance.timeOrigin;
  const report = (kind, at, detail, handled) =>
    window.${BINDING}?.(JSON.stringify({ kind, doc, at, detail, handled }));
  document.addEventListener('DOMContentLoaded', () => report('ready', doc + performance.now()), { once: true });
  const describe = (target) => {
    const control = target instanceof Element ? target.closest('a, button, label, input, [role]') : null;
    if (!control) return target instanceof Element ? target.tagName.toLowerCase() : String(target);
    const role = control.getAttribute('role') ?? control.getAttribute('type') ?? '';
    // A checkbox is named by its label.
    const named = (control.labels && control.labels[0]) || control;
    return control.tagName.toLowerCase() + (role ? '[' + role + ']' : '') + ' "' + named.textContent.trim().slice(0, 40) + '"';
  };
  const touched = (event) => report('tap', doc + event.timeStamp, describe(event.target), doc + performance.now());
  addEventListener('touchstart', touched, { capture: true, once: true, passive: true });

  const CONTROLS = 'button, a[href], input[type="checkbox"], [role="button"], [role="checkbox"], [role="link"]';
  const nameOf = (el) => (el.getAttribute('aria-label') ?? (el.labels?.[0] ?? el).textContent).trim();
  const area = (box) => box.width * box.height;
  const controlAt = () => {
    const control = [...document.querySelectorAll(CONTROLS)].find((el) => nameOf(el) === 'Parking');
    if (!control) return null;
    const box = [control, ...(control.labels ?? [])]
      .map((el) => el.getBoundingClientRect())
      .reduce((a, b) => (area(b) > area(a) ? b : a));
    return area(box) > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2, on: describe(control) } : null;
  };

  const answered = () => {
    if (new URLSearchParams(location.search).get('hasParking') !== 'true') return false;
    const shown = [...document.querySelectorAll('main li a[href^="/beach/"]')];
    const slugs = [...new Set(shown.map((a) => a.getAttribute('href').slice('/beach/'.length)))];
    if (slugs.length !== expected.length || slugs.some((slug, i) => slug !== expected[i])) return false;
    return shown[0].closest('li').getBoundingClientRect().height > 0;
  };

  let control = null;
  const findControl = () => {
    if (!control && (control = controlAt())) report('control', doc + performance.now(), JSON.stringify(control));
    return control;
  };
  const parsing = new MutationObserver(() => findControl() && parsing.disconnect());
  parsing.observe(document, { childList: true, subtree: true });
  const check = () => {
    findControl();
    if (answered()) report('answered', doc + performance.now(), location.pathname + location.search);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Collects every document's reports; `next` waits for the first that matches. */
export async function pageEvents(context: BrowserContext, slugs: string[]) {
  const events: PageEvent[] = [];
  await context.exposeBinding(BINDING, (_source, json: string) => {
    events.push(JSON.parse(json) as PageEvent);
  });
  await context.addInitScript({ content: watchScript(slugs) });
  return {
    events,
    async next(match: (event: PageEvent) => boolean, timeoutMs: number): Promise<PageEvent | undefined> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found || Date.now() > until) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

/**
 * A frame, then the browser idle twice: React's scheduler has no work left. A string, not a
 * function: tsx would add helpers the page lacks.
 */
const SETTLED = `new Promise((done) => requestAnimationFrame(() => setTimeout(() => {
  const idle = (then) => requestIdleCallback(then, { timeout: 5000 });
  idle(() => idle(done));
}, 0)))`;

/**
 * Waits until the app has taken the page over, as e2e/hydration-steps.ts's waitForHydration
 * decides it: React's root has committed its first render (its state is no longer dehydrated)
 * and React owns the page's h1; then a frame and two idle periods, so that every part hydrated
 * later in slices has been and its effects have run. Resolves with the page time (ms since
 * navigation start) at which the root was first seen hydrated.
 */
export async function appTakenOver(page: Page, timeoutMs: number): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
      const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
      const fiber = key ? (root[key] as { stateNode?: { current?: { memoizedState?: unknown } } }) : null;
      const state = fiber?.stateNode?.current?.memoizedState as { isDehydrated?: boolean } | undefined;
      const h1 = document.querySelector('h1');
      const owned = !!h1 && Object.keys(h1).some((name) => name.startsWith('__reactProps$'));
      return state?.isDehydrated === false && owned && performance.now();
    },
    undefined,
    { timeout: timeoutMs, polling: 100 },
  );
  const hydratedMs = (await handle.jsonValue()) as number;
  await page.evaluate(SETTLED);
  return Math.round(hydratedMs);
}

/**
 * The layout shifts since first paint that count (none just after a tap or a key: those are the
 * visitor's own doing), summed, with the moment `split` (page ms) dividing them and the elements
 * that moved in the largest three. A string, not a function: tsx would add helpers the page lacks.
 */
const LAYOUT_SHIFTS = (split: number) => `(async () => {
  const entries = await new Promise((resolve) => {
    const seen = [];
    new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({ type: 'layout-shift', buffered: true });
    // Buffered entries come in the observer's first callback, a task later; none: no shift.
    setTimeout(() => resolve(seen), 500);
  });
  const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime ?? 0;
  const counted = entries.filter((e) => !e.hadRecentInput && e.startTime >= firstPaint);
  const round = (n) => Math.round(n * 10000) / 10000;
  const sum = (shifts) => round(shifts.reduce((n, e) => n + e.value, 0));
  const describe = (node) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
    const text = node.textContent?.trim().slice(0, 30);
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (text ? ' "' + text + '"' : '');
  };
  return {
    cls: sum(counted),
    beforeUse: sum(counted.filter((e) => e.startTime < ${split})),
    shifts: counted.length,
    firstPaintMs: Math.round(firstPaint),
    largest: [...counted].sort((a, b) => b.value - a.value).slice(0, 3).map((e) => ({
      value: round(e.value),
      atMs: Math.round(e.startTime),
      moved: e.sources.map((s) => describe(s.node)).slice(0, 3),
    })),
  };
})()`;

interface LayoutShifts {
  /** Their sum. */
  cls: number;
  /** The part of it before `split`. */
  beforeUse: number;
  shifts: number;
  firstPaintMs: number;
  largest: { value: number; atMs: number; moved: string[] }[];
}

export const layoutShifts = (page: Page, split: number): Promise<LayoutShifts> =>
  page.evaluate(LAYOUT_SHIFTS(split));
