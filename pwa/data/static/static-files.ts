/**
 * Files of the site itself that screens read besides the API: the map's coastline and the shared
 * stylesheet the server's pages inline. Fetched here, so the data layer stays the one place that
 * talks to the network (ARCHITECTURE.md).
 */

let coastline: Promise<GeoJSON.GeoJsonObject> | undefined;

/** The bundled coastline of the South West (Natural Earth, public domain), fetched once per visit. */
export function fetchCoastline(): Promise<GeoJSON.GeoJsonObject> {
  coastline ??= fetch('/data/coastline-sw.geojson').then((res) => {
    if (!res.ok) throw new Error(`${res.status}: coastline`);
    return res.json() as Promise<GeoJSON.GeoJsonObject>;
  });
  // A failed fetch is not kept: a later map tries again.
  coastline.catch(() => {
    coastline = undefined;
  });
  return coastline;
}

/** Loads a stylesheet into the browser's cache, quietly: its answer is all that matters. */
export function warmStylesheet(path: string): void {
  void fetch(path).then(
    (response) => response.arrayBuffer(),
    () => undefined,
  );
}
