/**
 * Nothing done on a server page before the app has taken it over is lost: clicks and forms are held
 * and done again, typed text is handed to the app (app/first-use.ts).
 */
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferredStart, resetTimersAroundEachTest, startOnServerPage } from './first-use-testing.ts';

resetTimersAroundEachTest();

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

describe('startOnFirstUse: what is done before the app has taken over', () => {
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
