/**
 * Which map tiles "Save map for offline" fetches for a beach: the slippy-map tiles within about
 * 2 km of it, and their URLs written exactly as Leaflet's tile layer writes them, so the cached
 * copies are found under the same keys when the map later asks for them.
 */

export interface TileCoords {
  x: number;
  y: number;
  z: number;
}

export interface TileAreaOptions {
  /** Half the side of the square saved around the point, in metres. */
  radiusMetres?: number;
  minZoom?: number;
  maxZoom?: number;
  /** Never more tiles than this, however large the area (the deepest zoom's outer tiles go first). */
  maxTiles?: number;
}

/**
 * 11 to 16: a one-beach map opens at zoom 11 (MAP_DEFAULTS.singleBeachZoom), and 16 shows paths and
 * car parks. About 200 tiles in Devon; 400 stops a bad radius from turning into a bulk download.
 */
const TILE_AREA_DEFAULTS = { radiusMetres: 2000, minZoom: 11, maxZoom: 16, maxTiles: 400 };

const MAX_LATITUDE = 85.0511287798; // Web Mercator's edge, as Leaflet's EPSG3857 clamps it
const METRES_PER_DEGREE_LAT = 111_320;

/** The tile holding a point at zoom z (the OpenStreetMap wiki's slippy-map formula). */
export function tileAt(lat: number, lng: number, z: number): TileCoords {
  const n = 2 ** z;
  const clampedLat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const rad = (clampedLat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  const clamp = (v: number) => Math.max(0, Math.min(n - 1, v));
  return { x: clamp(x), y: clamp(y), z };
}

/** The tiles covering a square of ±radiusMetres around a point, zoom by zoom, nearest first. */
export function tilesAround(lat: number, lng: number, options: TileAreaOptions = {}): TileCoords[] {
  const { radiusMetres, minZoom, maxZoom, maxTiles } = { ...TILE_AREA_DEFAULTS, ...options };
  const dLat = radiusMetres / METRES_PER_DEGREE_LAT;
  const dLng = radiusMetres / (METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
  const tiles: TileCoords[] = [];
  for (let z = minZoom; z <= maxZoom; z++) {
    const topLeft = tileAt(lat + dLat, lng - dLng, z);
    const bottomRight = tileAt(lat - dLat, lng + dLng, z);
    const centre = tileAt(lat, lng, z);
    const level: TileCoords[] = [];
    for (let x = topLeft.x; x <= bottomRight.x; x++) {
      for (let y = topLeft.y; y <= bottomRight.y; y++) level.push({ x, y, z });
    }
    const distance = (t: TileCoords) => Math.max(Math.abs(t.x - centre.x), Math.abs(t.y - centre.y));
    level.sort((a, b) => distance(a) - distance(b));
    tiles.push(...level.slice(0, maxTiles - tiles.length));
    if (tiles.length >= maxTiles) break;
  }
  return tiles;
}

export interface TileUrlOptions {
  /** Leaflet's default: "abc". */
  subdomains?: string | readonly string[];
  /** Leaflet writes `{r}` as "@2x" on a screen with devicePixelRatio above 1. */
  retina?: boolean;
}

/**
 * A tile's URL from an XYZ template, as Leaflet's TileLayer.getTileUrl writes it: `{s}` picks
 * subdomains[|x + y| mod n], `{r}` is "@2x" on retina screens, `{-y}` counts rows from the bottom.
 */
export function tileUrl(template: string, tile: TileCoords, options: TileUrlOptions = {}): string {
  const subdomains = options.subdomains ?? 'abc';
  const values: Record<string, string | number> = {
    s: subdomains[Math.abs(tile.x + tile.y) % subdomains.length],
    z: tile.z,
    x: tile.x,
    y: tile.y,
    '-y': 2 ** tile.z - 1 - tile.y,
    r: options.retina ? '@2x' : '',
  };
  return template.replace(/\{ *([\w_ -]+) *\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
