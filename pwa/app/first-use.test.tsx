import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOnFirstUse } from './first-use.ts';

const RENDERED_AT = new Date('2026-11-26T10:15:20Z');
/** When the words of the page rendered at RENDERED_AT first change: a beach page's, at the minute's end. */
const CHANGES_AT = new Date('2026-11-26T10:16:00Z');
const SERVER_PAGE = { renderedAt: RENDERED_AT, changesAt: CHANGES_AT };

/** A search form as the app's: its text in React state, sent with that state. */
function SearchForm({
  onText,
  onSearch,
}: {
  onText?: (text: string) => void;
  onSearch?: (text: string) => void;
}) {
  const [text, setText] = useState('');
  onText?.(text);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch?.(text);
      }}
    >
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit">Search</button>
    </form>
  );
}

type SearchFormProps = Parameters<typeof SearchForm>[0];

/** The server's markup of a search form in the page; `hydrate` is the app taking it over. */
function serverSearchForm(props: SearchFormProps) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchForm {...props} />);
  document.body.append(container);
  return {
    input: container.querySelector('input') as HTMLInputElement,
    button: container.querySelector('button') as HTMLButtonElement,
    hydrate: () =>
      act(async () => {
        hydrateRoot(container, <SearchForm {...props} />);
      }),
  };
}

/** Focuses the field and types into it, as a visitor does before the app has taken over. */
function typeInto(input: HTMLInputElement, text: string) {
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Starts waiting for use on a page the server rendered just now. */
const startOnServerPage = (start: () => Promise<void>) =>
  startOnFirstUse({ start, serverPage: SERVER_PAGE, now: () => RENDERED_AT.getTime() });

/** Lets the promise callbacks queued so far run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** Every test's app, hydrated after the test so that none holds the next test's events. */
const pending = new Set<() => void>();

/** A start that resolves when the test says the app has hydrated. */
function deferredStart() {
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
  vi.useRealTimers();
});

describe('startOnFirstUse', () => {
  it('starts the app at once on a page the server did not render', () => {
    const start = vi.fn(async () => {});
    startOnFirstUse({ start, serverPage: null });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the app at once on a server page with something to do on arrival', () => {
    const start = vi.fn(async () => {});
    startOnFirstUse({ start, serverPage: SERVER_PAGE, atOnce: () => true });
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for use on a server page, then starts once, whichever sign of use comes first', () => {
    for (const type of [
      'pointerdown',
      'touchstart',
      'keydown',
      'focusin',
      'wheel',
      'pointermove',
      'scroll',
    ]) {
      const { start } = deferredStart();
      const target = new EventTarget() as unknown as Window;
      Object.assign(target, { document });
      startOnFirstUse({ start, serverPage: SERVER_PAGE, target, now: () => RENDERED_AT.getTime() });
      expect(start, type).not.toHaveBeenCalled();
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event('keydown'));
      expect(start, type).toHaveBeenCalledTimes(1);
    }
  });

  it('does not start for a press on a link (the browser opens the next page by itself)', () => {
    document.body.innerHTML = '<a href="/beach/croyde-beach"><span>Croyde</span></a><p>text</p>';
    const { start } = deferredStart();
    startOnServerPage(start);
    document.querySelector('span')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    document.querySelector('p')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when a word of the page changes with the clock, or when the page is hidden', () => {
    const { start } = deferredStart();
    startOnFirstUse({ start, serverPage: SERVER_PAGE, now: () => RENDERED_AT.getTime() + 1_000 });
    vi.advanceTimersByTime(38_999); // 10:15:59.999
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);

    const second = deferredStart();
    startOnServerPage(second.start);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(second.start).toHaveBeenCalledTimes(1);
  });

  it('does not start on a page hidden because it is being left, but does once it is back from the back/forward cache', () => {
    const { start } = deferredStart();
    startOnServerPage(start);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    window.dispatchEvent(new Event('pagehide'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).not.toHaveBeenCalled();

    hidden.mockReturnValue('visible');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).not.toHaveBeenCalled();
    hidden.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the page arrives after its words changed (an old copy)', () => {
    const { start } = deferredStart();
    startOnFirstUse({ start, serverPage: SERVER_PAGE, now: () => RENDERED_AT.getTime() + 5 * 60_000 });
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a list whose words change at midnight waits until then; a page of text waits only for use', () => {
    const midnight = new Date('2026-11-27T00:00:00Z');
    const list = deferredStart();
    startOnFirstUse({
      start: list.start,
      serverPage: { renderedAt: RENDERED_AT, changesAt: midnight },
      now: () => RENDERED_AT.getTime(),
    });
    vi.advanceTimersByTime(midnight.getTime() - RENDERED_AT.getTime() - 1);
    expect(list.start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(list.start).toHaveBeenCalledTimes(1);

    const text = deferredStart();
    startOnFirstUse({
      start: text.start,
      serverPage: { renderedAt: RENDERED_AT, changesAt: null },
      now: () => RENDERED_AT.getTime(),
    });
    vi.advanceTimersByTime(40 * 86_400_000);
    expect(text.start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    expect(text.start).toHaveBeenCalledTimes(1);
  });

  it("starts at once on a phone whose clock is behind the server's: the app shows the words for its own", () => {
    const { start } = deferredStart();
    const july = new Date('2026-07-15T12:00:00Z').getTime();
    startOnFirstUse({ start, serverPage: { renderedAt: RENDERED_AT, changesAt: null }, now: () => july });
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a change further off than a timer can wait is not taken as one due now', () => {
    const { start } = deferredStart();
    const farOff = new Date(RENDERED_AT.getTime() + 40 * 86_400_000);
    startOnFirstUse({
      start,
      serverPage: { renderedAt: RENDERED_AT, changesAt: farOff },
      now: () => RENDERED_AT.getTime(),
    });
    vi.advanceTimersByTime(3_600_000);
    expect(start).not.toHaveBeenCalled();
  });

  it('holds a click until the app has hydrated, then clicks again; a link is left to the browser', async () => {
    document.body.innerHTML =
      '<button type="button"><svg><path></path></svg></button><a href="#next">next</a>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const clicks: string[] = [];
    button.addEventListener('click', () => clicks.push('button'));
    const { start, hydrated } = deferredStart();
    startOnServerPage(start);

    document.querySelector('path')?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('path')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);

    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);

    await hydrated();
    expect(clicks).toEqual(['button']);
    // After hydration clicks are the app's: none is held any more.
    button.click();
    expect(clicks).toEqual(['button', 'button']);
  });

  it('holds a form sent before hydration and sends it again once the app has hydrated', async () => {
    document.body.innerHTML = '<form><input name="q"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const sent: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push('sent');
    });
    const { start, hydrated } = deferredStart();
    startOnServerPage(start);
    form.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);
    await hydrated();
    expect(sent).toEqual(['sent']);
  });

  it('hands text typed before hydration to the hydrated app', async () => {
    let seen = '';
    const onText = (text: string) => {
      seen = text;
    };
    const { input, hydrate } = serverSearchForm({ onText });
    const { start, hydrated } = deferredStart();
    startOnServerPage(start);
    typeInto(input, 'croyde');

    await hydrate();
    expect(input.value).toBe('croyde');
    expect(seen).toBe(''); // what hydration alone leaves: the app does not know the text
    await hydrated();
    expect(seen).toBe('croyde');
    expect(input.value).toBe('croyde');
  });

  it('sends a search typed and sent before hydration with its text', async () => {
    const searches: string[] = [];
    const onSearch = (text: string) => searches.push(text);
    const { input, button, hydrate } = serverSearchForm({ onSearch });
    const { start, hydrated } = deferredStart();
    startOnServerPage(start);
    typeInto(input, 'sands');
    button.click();
    expect(searches).toEqual([]);

    await hydrate();
    await hydrated();
    expect(searches).toEqual(['sands']);
  });

  it('holds a search pressed after hydration until the text typed before it is handed over', async () => {
    const searches: string[] = [];
    const onSearch = (text: string) => searches.push(text);
    const { input, button, hydrate } = serverSearchForm({ onSearch });
    const { start, justHydrated } = deferredStart();
    startOnServerPage(start);
    typeInto(input, 'sands');
    await hydrate();
    await justHydrated();
    button.click();
    expect(searches).toEqual([]);
    await act(async () => {
      vi.runAllTimers();
    });
    expect(searches).toEqual(['sands']);
  });
});
