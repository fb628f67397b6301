/**
 * The page's first listener (issue #32 item 2): compiled into a small script inline in the HTML's
 * head (scripts/vite/early-listener-plugin.ts), so it listens from the page's first byte, before
 * the page's first script file has arrived (~1.75 s on one bar of signal) and long before the app.
 *
 * Until the app has taken the page over:
 * - a link is the browser's to follow, and a GET form (the listing's filters, search, the moment
 *   chooser) is the server's to answer: a form marked `data-apply-on-change` is sent as soon as
 *   one of its choices changes, as the app would apply it, and any GET form goes to its address
 *   with its empty fields left out;
 * - a click on any other control, or a form sent any other way, is held: the app does it once it
 *   has hydrated (app/first-use.ts), and is started at once if it was not on its way;
 * - text typed into a field is noted, to be handed to the app (a render of its own may put the
 *   server's value back).
 * Once the app has taken over (`ready`), the listener lets every event through.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface EarlyListener {
  /** What to do again once the app has hydrated, in order. */
  held: Array<() => void>;
  /** Each field's text after its last edit. */
  edited: Map<Field, string>;
  /** Someone used the page in a way only the app can answer: start it at once. */
  used: boolean;
  /** Set by the app once it has taken the page over: from then on nothing is held. */
  ready: boolean;
  /**
   * The listener has sent the page to the server (a GET form): what the page was still loading,
   * the app's own code among it, was stopped on purpose, and nothing may navigate over that
   * answer (a reload for a "missing" chunk would). False again if the page comes back.
   */
  leaving: boolean;
}

declare global {
  interface Window {
    __ddbEarly?: EarlyListener;
  }
}

/** Controls whose click the app answers (a button, a widget, a choice outside a GET form). */
const APP_CONTROL =
  'button,[role="button"],[role="tab"],[role="switch"],[role="menuitem"],[role="option"],input[type="checkbox"],input[type="radio"]';

const USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/** Whether the server answers what happens at `target`: a link, or a control of a GET form. */
export function serverAnswers(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('a[href]')) return true;
  const control = target.closest('button,input,select,textarea,label');
  const form = control && 'form' in control ? (control.form as HTMLFormElement | null) : null;
  return form !== null && isGetForm(form);
}

function isGetForm(form: HTMLFormElement): boolean {
  return form.getAttribute('method')?.toLowerCase() === 'get';
}

/** The address a GET form asks, without its empty fields (a select's "all", a blank search). */
export function formAddress(form: HTMLFormElement, submitter?: HTMLElement | null): string {
  const url = new URL(form.action, form.ownerDocument.baseURI);
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter ?? undefined)) {
    if (typeof value === 'string' && value.trim() !== '') query.append(name, value);
  }
  url.search = query.toString();
  return url.href;
}

export function installEarlyListener(
  target: Window,
  navigate: (href: string) => void = (href) => {
    // What this page still loads (its images, its script) would share a weak signal with the
    // server's answer: it is no longer wanted.
    target.stop();
    target.location.assign(href);
  },
): EarlyListener {
  const existing = target.__ddbEarly;
  if (existing) return existing;
  const early: EarlyListener = { held: [], edited: new Map(), used: false, ready: false, leaving: false };
  target.__ddbEarly = early;

  const stop = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const go = (form: HTMLFormElement, submitter?: HTMLElement | null) => {
    early.leaving = true;
    navigate(formAddress(form, submitter));
  };
  target.addEventListener('pageshow', (event) => {
    if (event.persisted) early.leaving = false;
  });

  target.addEventListener(
    'click',
    (event) => {
      if (early.ready || event.defaultPrevented || serverAnswers(event.target)) return;
      const control = event.target instanceof Element ? event.target.closest(APP_CONTROL) : null;
      if (!(control instanceof HTMLElement)) return;
      early.used = true;
      early.held.push(() => control.isConnected && control.click());
      stop(event);
    },
    true,
  );
  target.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (early.ready || event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
      stop(event);
      if (isGetForm(form)) return go(form, (event as SubmitEvent).submitter);
      early.used = true;
      early.held.push(() => form.isConnected && form.requestSubmit());
    },
    true,
  );
  const noteEdit = (event: Event) => {
    const field = event.target;
    if (early.ready) return;
    if (
      !(field instanceof HTMLInputElement) &&
      !(field instanceof HTMLTextAreaElement) &&
      !(field instanceof HTMLSelectElement)
    ) {
      return;
    }
    const form = field.form;
    if (event.type === 'change' && form && isGetForm(form) && form.hasAttribute('data-apply-on-change')) {
      // A choice, not text: applied at once, as the app applies it.
      if (field instanceof HTMLSelectElement || field.type === 'checkbox' || field.type === 'radio') {
        event.stopImmediatePropagation();
        return go(form);
      }
    }
    early.edited.set(field, field.value);
  };
  target.addEventListener('input', noteEdit, true);
  target.addEventListener('change', noteEdit, true);
  const noteUse = (event: Event) => {
    if (!early.ready && !serverAnswers(event.target)) early.used = true;
  };
  for (const type of USE_EVENTS) target.addEventListener(type, noteUse, { capture: true, passive: true });
  return early;
}
