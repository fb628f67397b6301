/**
 * Decides when live tiles have failed (spec §4 Maps: failure or a load slower than 3 s), so the
 * map can switch to its schematic. Written against the two Leaflet methods it needs, so a test
 * can drive it with a fake layer.
 */
type Handler = () => void;

export interface TileEvents {
  on(type: string, handler: Handler): unknown;
  off(type: string, handler: Handler): unknown;
}

/**
 * Calls `onFail` once, when a tile errors before any has loaded or none has loaded within
 * `timeoutMs`, or else `onLive` once, when the first tile loads. After that, single-tile errors
 * are normal and ignored. Returns a function that stops watching.
 */
export function watchTiles(
  layer: TileEvents,
  timeoutMs: number,
  onFail: () => void,
  onLive?: () => void,
): () => void {
  let settled = false;
  const stop = () => {
    settled = true;
    clearTimeout(timer);
    layer.off('tileload', onLoad);
    layer.off('tileerror', onError);
  };
  const onLoad = () => {
    if (settled) return;
    stop();
    onLive?.();
  };
  const onError = () => {
    if (settled) return;
    stop();
    onFail();
  };
  const timer = setTimeout(onError, timeoutMs);
  layer.on('tileload', onLoad);
  layer.on('tileerror', onError);
  return stop;
}
