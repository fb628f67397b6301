import { describe, expect, it, vi } from 'vitest';
import { startOnFirstUse } from './first-use.ts';
import {
  deferredStart,
  RENDERED_AT,
  resetTimersAroundEachTest,
  SERVER_PAGE,
  startOnServerPage,
} from './first-use-testing.ts';

resetTimersAroundEachTest();

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
});
