/**
 * When the app takes over a page the server rendered.
 *
 * A server page is whole without JavaScript: it can be read and scrolled, its links followed.
 * The app's code (~170 KB brotli) and its hydration cost a slow phone 2–3 s of its main thread
 * (Lighthouse, 4× CPU); done while the page arrived, that blocked the page's first taps. So the
 * app starts at the first sign of use instead: a touch, a press, a key, focus, the mouse, a wheel
 * or the page scrolling. Two more moments start it without use: the page being hidden (the
 * offline copy is then kept before the phone goes into a pocket) and the moment a word of the page
 * may first read otherwise with the clock, which the server's page carries (only the app moves
 * them): where a ban's hours begin or end, or midnight, on a beach page or a list of beaches
 * ("No dogs until 18:00", today's status for dogs), never on a page of text. A page hidden
 * because it is being left (a link followed, an address typed) does not start it: the next page
 * shares this one's main thread as it arrives, and an app started while it unloads held that
 * page's first paint back by 0.3–0.8 s at 4× CPU.
 *
 * A page with something for the app to do on arrival starts it at once: writes waiting on the
 * phone to be sent, or a result to show (the email-verification dialog).
 *
 * Nothing done before the app has taken over is lost (app/early-listener.ts, inline in the page's
 * head): a link and a GET form go to the server, which answers them on its own; any other click or
 * form is held and done again once the app has hydrated; text typed into a field is handed to the
 * app. A pointer on a link or a GET form's control does not start the app.
 */
import { installEarlyListener, serverAnswers } from './early-listener.ts';

/** Events that say someone is using the page. */
const USE_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Options {
  /** Loads the app and hydrates the page; resolves once the app has hydrated it. */
  start: () => Promise<void>;
  /**
   * The server's page: when it was rendered, and when a word of it may first read otherwise with
   * the clock (null: none does). Null for a page that is not the server's (the app starts at once).
   */
  serverPage: { renderedAt: Date; changesAt: Date | null } | null;
  /**
   * Whether the page has something for the app to do on arrival (writes waiting to be sent, a
   * message to show): asked in a task after this one, as it reads the phone's storage (the first
   * read of which costs a slow phone ~20 ms, too much to add to the page's first script's task).
   */
  atOnce?: () => boolean;
  target?: Window;
  now?: () => number;
}

/** How far behind the server's a phone's clock may be and still read the page's words as they are. */
const CLOCK_TOLERANCE = 60_000;
/** The longest wait a browser's timer takes (2^31 - 1 ms, about 24.8 days). */
const LONGEST_TIMER = 2 ** 31 - 1;

/**
 * Hands text typed before hydration to the app. React's onChange fires only when a field's value
 * differs from the one React last saw, and hydration records what is in the field: so the field
 * is set through its own (tracked) setter to another value, given the typed one back through the
 * element's prototype (which React does not track), and told it changed.
 */
function handToApp(field: Field, typed: string) {
  const setUntracked = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setUntracked) return;
  // A select has no such tracking: React reads it on "change".
  field.value = field instanceof HTMLSelectElement || typed !== '' ? '' : ' ';
  setUntracked.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A pointer on a link or a GET form's control is the server's to answer (the next page starts its
 * own app, and this one's code must not compete with that page for a weak signal); a key, or focus
 * that came from the keyboard, says someone is moving through the page.
 */
function leftToServer(event: Event): boolean {
  if (event.type === 'keydown' || !serverAnswers(event.target)) return false;
  return event.type !== 'focusin' || !(event.target as Element).matches(':focus-visible');
}

export function startOnFirstUse({
  start,
  serverPage,
  atOnce,
  target = window,
  now = Date.now,
}: Options): void {
  if (!serverPage) {
    // The offline shell: the app renders the page itself, and answers everything once it has.
    const early = installEarlyListener(target);
    void start().then(() => {
      early.ready = true;
    });
    return;
  }
  const doc = target.document;
  // Inline in the page's head, it has listened since the first byte; installed here when it is
  // not (a page rendered without it, a test).
  const early = installEarlyListener(target);
  let started = false;
  /** The page is being left (`pagehide` comes before its `visibilitychange`); false again if it comes back from the back/forward cache. */
  let leaving = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Once the browser is idle twice over: React's scheduler has no work left (the page's parts hydrate in slices after its root). */
  const whenSettled = (then: () => void) => {
    if (!('requestIdleCallback' in target)) return void setTimeout(then, 100);
    const idle = (next: () => void) => target.requestIdleCallback(next, { timeout: 2_000 });
    idle(() => idle(then));
  };
  /**
   * Once the app has hydrated every part of the page, typed text is handed over (a render may have
   * put a field's own value back: the text is the one noted at its last edit); clicks and
   * submissions stay held until then and one task more, so a "Search" pressed meanwhile sends it.
   */
  const replay = () =>
    whenSettled(() => {
      early.ready = true;
      for (const [field, typed] of early.edited) if (field.isConnected) handToApp(field, typed);
      early.edited.clear();
      setTimeout(() => {
        for (const again of early.held.splice(0)) again();
      }, 0);
    });

  const arm = () => {
    for (const type of USE_EVENTS) target.addEventListener(type, onUse, { capture: true, passive: true });
    doc.addEventListener('visibilitychange', onHidden);
    target.addEventListener('pagehide', onLeave);
    target.addEventListener('pageshow', onBack);
    const { renderedAt, changesAt } = serverPage;
    // A phone whose clock is behind the server's reads the page's words at another time: the app
    // shows them for the phone's own, at once.
    const due = now() < renderedAt.getTime() - CLOCK_TOLERANCE ? now() : changesAt?.getTime();
    if (due !== undefined) timer = setTimeout(begin, Math.min(LONGEST_TIMER, Math.max(0, due - now())));
  };
  const disarm = () => {
    for (const type of USE_EVENTS) target.removeEventListener(type, onUse, true);
    doc.removeEventListener('visibilitychange', onHidden);
    target.removeEventListener('pagehide', onLeave);
    target.removeEventListener('pageshow', onBack);
    clearTimeout(timer);
  };
  function begin() {
    if (started) return;
    started = true;
    disarm();
    start().then(replay, (error: unknown) => {
      // Stopped because the page is going to the server's answer to a form: tried again only if
      // the page comes back (the back/forward cache).
      if (early.leaving) {
        const again = () => {
          started = false;
          arm();
        };
        target.addEventListener('pageshow', again, { once: true });
        return;
      }
      // No code (no signal, no worker yet): the page stays the server's; the next use tries again.
      console.warn('The app did not start:', error);
      started = false;
      arm();
    });
  }
  function onUse(event: Event) {
    if (!leftToServer(event)) begin();
  }
  function onHidden() {
    if (doc.visibilityState === 'hidden' && !leaving) begin();
  }
  function onLeave() {
    leaving = true;
  }
  function onBack(event: PageTransitionEvent) {
    if (event.persisted) leaving = false;
  }
  arm();
  // Used before this script arrived: a tap held, a key pressed.
  if (early.used) begin();
  if (atOnce) setTimeout(() => atOnce() && begin(), 0);
}
