/**
 * The map's coastline: a file of the site itself, fetched here so the data layer stays the one
 * place that talks to the network (ARCHITECTURE.md). Its own module, so the first visit's entry
 * chunk (which warms the stylesheet, warm-stylesheet.ts) does not carry it.
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
