import { describe, expect, it, vi } from 'vitest';
import { RELOADED_AT_KEY, reloadOnceOnPreloadError } from './preload-error-reload.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v) };
}

function setUp(
  storage: Pick<Storage, 'getItem' | 'setItem'> = memoryStorage(),
  online = () => true,
  leaving = () => false,
) {
  const target = new EventTarget();
  const reload = vi.fn();
  let time = 1_000_000;
  const advance = (ms: number) => {
    time += ms;
  };
  reloadOnceOnPreloadError({
    target: target as unknown as Window,
    storage,
    reload,
    now: () => time,
    online,
    leaving,
  });
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { reload, fail, advance, storage };
}

describe('reloadOnceOnPreloadError', () => {
  it('reloads once for a missing chunk and swallows the error so the page does not crash first', () => {
    const { reload, fail, storage } = setUp();
    expect(fail().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(RELOADED_AT_KEY)).not.toBeNull();
  });

  it('never reloads with no network (it would swap the app for the browser offline page)', () => {
    const { reload, fail, storage } = setUp(memoryStorage(), () => false);
    expect(fail().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(RELOADED_AT_KEY)).toBeNull();
  });

  it('never reloads over the server’s answer to a form sent before the app (its loading was stopped)', () => {
    const { reload, fail, storage } = setUp(
      memoryStorage(),
      () => true,
      () => true,
    );
    expect(fail().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(RELOADED_AT_KEY)).toBeNull();
  });

  it('after the reload, a chunk that still fails shows the error instead of reloading in a loop', () => {
    const storage = memoryStorage();
    setUp(storage).fail();
    // The reloaded page starts again with the same session storage.
    const after = setUp(storage);
    after.advance(2000);
    const event = after.fail();
    expect(event.defaultPrevented).toBe(false);
    expect(after.reload).not.toHaveBeenCalled();
  });

  it('may reload again for a later deploy, minutes afterwards', () => {
    const { reload, fail, advance } = setUp();
    fail();
    advance(10 * 60 * 1000);
    fail();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when session storage is unavailable (no way to remember the attempt)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    const { reload, fail } = setUp(broken);
    expect(fail().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
