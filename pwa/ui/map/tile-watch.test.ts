import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TileEvents, watchTiles } from './tile-watch.ts';

function fakeLayer() {
  const handlers = new Map<string, Set<() => void>>();
  const layer: TileEvents & { fire: (type: string) => void; count: () => number } = {
    on: (type, handler) => handlers.set(type, (handlers.get(type) ?? new Set()).add(handler)),
    off: (type, handler) => handlers.get(type)?.delete(handler),
    fire: (type) => {
      for (const handler of [...(handlers.get(type) ?? [])]) handler();
    },
    count: () => [...handlers.values()].reduce((n, set) => n + set.size, 0),
  };
  return layer;
}

describe('watchTiles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails when no tile has loaded within the timeout', () => {
    const layer = fakeLayer();
    const onFail = vi.fn();
    watchTiles(layer, 3000, onFail);
    vi.advanceTimersByTime(2999);
    expect(onFail).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(layer.count()).toBe(0);
  });

  it('fails at once on a tile error before any tile loaded, and only once', () => {
    const layer = fakeLayer();
    const onFail = vi.fn();
    watchTiles(layer, 3000, onFail);
    layer.fire('tileerror');
    layer.fire('tileerror');
    vi.advanceTimersByTime(5000);
    expect(onFail).toHaveBeenCalledTimes(1);
  });

  it('reports live on the first tile and stays live, whatever happens later', () => {
    const layer = fakeLayer();
    const onFail = vi.fn();
    const onLive = vi.fn();
    watchTiles(layer, 3000, onFail, onLive);
    layer.fire('tileload');
    layer.fire('tileload');
    layer.fire('tileerror');
    vi.advanceTimersByTime(5000);
    expect(onFail).not.toHaveBeenCalled();
    expect(onLive).toHaveBeenCalledTimes(1);
    expect(layer.count()).toBe(0);
  });

  it('can be stopped before it decides', () => {
    const layer = fakeLayer();
    const onFail = vi.fn();
    const stop = watchTiles(layer, 3000, onFail);
    stop();
    vi.advanceTimersByTime(5000);
    expect(onFail).not.toHaveBeenCalled();
  });
});
