import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { tileAt, tilesAround, tileUrl } from './tile-area.ts';

// Dawlish Warren, Devon.
const WARREN = { lat: 50.5965, lng: -3.4427 };

/** The tile Leaflet itself would draw a point in: its Web Mercator projection, in 256 px tiles. */
function leafletTile(lat: number, lng: number, z: number) {
  const p = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), z).divideBy(256).floor();
  return { x: p.x, y: p.y, z };
}

describe('tileAt', () => {
  // Worked out by hand from the formula on the OpenStreetMap wiki ("Slippy map tilenames").
  it('finds known tiles', () => {
    expect(tileAt(0, 0, 0)).toEqual({ x: 0, y: 0, z: 0 });
    expect(tileAt(WARREN.lat, WARREN.lng, 1)).toEqual({ x: 0, y: 0, z: 1 });
    expect(tileAt(WARREN.lat, WARREN.lng, 12)).toEqual({ x: 2008, y: 1378, z: 12 });
    expect(tileAt(WARREN.lat, WARREN.lng, 16)).toEqual({ x: 32141, y: 22056, z: 16 });
    // Trafalgar Square.
    expect(tileAt(51.508, -0.128, 16)).toEqual({ x: 32744, y: 21792, z: 16 });
  });

  it.each([
    [50.5965, -3.4427],
    [50.2133, -3.7811],
    [51.2177, -4.2374],
  ])('agrees with Leaflet’s own projection at %s, %s', (lat, lng) => {
    for (let z = 11; z <= 16; z++) expect(tileAt(lat, lng, z)).toEqual(leafletTile(lat, lng, z));
  });

  it('stays on the map at the poles and the date line', () => {
    expect(tileAt(89, 180, 3)).toEqual({ x: 7, y: 0, z: 3 });
    expect(tileAt(-89, -180, 3)).toEqual({ x: 0, y: 7, z: 3 });
  });
});

describe('tilesAround', () => {
  const tiles = tilesAround(WARREN.lat, WARREN.lng);
  const atZoom = (z: number) => tiles.filter((t) => t.z === z);

  it('covers about 2 km around the beach at zooms 11 to 16', () => {
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([11, 12, 13, 14, 15, 16]));
    // 4 km is about 10.3 tiles of 389 m at z16 in Devon: 11 or 12 a side.
    expect(atZoom(16).length).toBeGreaterThanOrEqual(11 * 11);
    expect(atZoom(16).length).toBeLessThanOrEqual(12 * 12);
    expect(atZoom(12).length).toBeLessThanOrEqual(4);
    expect(tiles).toHaveLength(176); // 1 + 2 + 4 + 12 + 36 + 121
  });

  it('includes the beach’s own tile at every zoom, first', () => {
    for (let z = 11; z <= 16; z++) expect(atZoom(z)[0]).toEqual(tileAt(WARREN.lat, WARREN.lng, z));
  });

  it('lists no tile twice', () => {
    expect(new Set(tiles.map((t) => `${t.z}/${t.x}/${t.y}`)).size).toBe(tiles.length);
  });

  it('never lists more than the cap, dropping the outer tiles of the deepest zoom', () => {
    const capped = tilesAround(WARREN.lat, WARREN.lng, { radiusMetres: 20_000 });
    expect(capped).toHaveLength(400);
    const small = tilesAround(WARREN.lat, WARREN.lng, { maxTiles: 30 });
    expect(small).toHaveLength(30);
    // 1 + 2 + 4 + 12 tiles at zooms 11–14, then the 11 nearest the beach at z15.
    expect(small.at(-1)?.z).toBe(15);
    expect(small).toContainEqual(tileAt(WARREN.lat, WARREN.lng, 15));
  });
});

describe('tileUrl', () => {
  const tile = { x: 32141, y: 22056, z: 16 };

  it('fills {z}/{x}/{y} as Leaflet does', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', tile)).toBe(
      'https://tiles.example/16/32141/22056.png',
    );
  });

  it('picks the subdomain Leaflet would: |x + y| mod the number of subdomains', () => {
    // (32141 + 22056) % 3 = 2 → "c"
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', tile)).toBe(
      'https://c.tiles.example/16/32141/22056.png',
    );
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', tile, { subdomains: ['t0', 't1'] })).toBe(
      'https://t1.tiles.example/16/32141/22056.png',
    );
  });

  it('writes {r} as @2x only on retina screens, and {-y} from the bottom', () => {
    const template = 'https://tiles.example/{z}/{x}/{-y}{r}.png';
    expect(tileUrl(template, tile)).toBe('https://tiles.example/16/32141/43479.png');
    expect(tileUrl(template, tile, { retina: true })).toBe('https://tiles.example/16/32141/43479@2x.png');
  });

  it('matches Leaflet’s TileLayer.getTileUrl', () => {
    const template = 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png';
    const layer = L.tileLayer(template);
    // getTileUrl reads the zoom from the layer's current tile zoom.
    Object.assign(layer, { _tileZoom: tile.z });
    const coords = Object.assign(L.point(tile.x, tile.y), { z: tile.z });
    expect(tileUrl(template, tile, { retina: L.Browser.retina })).toBe(layer.getTileUrl(coords));
  });
});
