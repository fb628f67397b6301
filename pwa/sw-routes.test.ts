import { describe, expect, it } from 'vitest';
import { isMapTileRequest, isOwnImageRequest, isPhotoRequest, NAVIGATION_DENYLIST } from './sw-routes.ts';

const ORIGIN = 'https://devondogbeaches.example';
// jsdom's Request has no destination: the rules only read these two fields.
const request = (destination: string, method = 'GET') => ({ destination, method }) as Request;
const url = (href: string) => new URL(href, ORIGIN);

describe('service worker routes', () => {
  it('recognises tiles of any slippy-map server by their /{z}/{x}/{y} path', () => {
    for (const href of [
      'https://tile.openstreetmap.org/13/4012/2710.png',
      'https://a.tiles.example.net/osm/16/32100/21700@2x.png',
      'https://tiles.devondogbeaches.test/11/1003/677.webp',
    ]) {
      expect(isMapTileRequest(request('image'), url(href), ORIGIN), href).toBe(true);
    }
  });

  it('does not take our own images, other images, or a tile fetched as data for a tile', () => {
    expect(isMapTileRequest(request('image'), url('/13/4012/2710.png'), ORIGIN)).toBe(false);
    expect(isMapTileRequest(request('image'), url('https://cdn.example/photo.png'), ORIGIN)).toBe(false);
    expect(isMapTileRequest(request(''), url('https://tile.openstreetmap.org/1/2/3.png'), ORIGIN)).toBe(
      false,
    );
    expect(
      isMapTileRequest(request('image', 'POST'), url('https://tile.openstreetmap.org/1/2/3.png'), ORIGIN),
    ).toBe(false);
  });

  it('caches our images and photos but never an API answer', () => {
    expect(isOwnImageRequest(request('image'), url('/images/beach-sandy-1.svg'), ORIGIN)).toBe(true);
    expect(isOwnImageRequest(request('image'), url('/api/beaches/1/image'), ORIGIN)).toBe(false);
    expect(isOwnImageRequest(request('image'), url('/uploads/a/b-300.webp'), ORIGIN)).toBe(false);
    expect(isPhotoRequest(request('image'), url('/uploads/a/b-300.webp'), ORIGIN)).toBe(true);
    expect(isPhotoRequest(request(''), url('/api/uploads'), ORIGIN)).toBe(false);
  });

  it('leaves API and photo navigations to the network', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((rule) => rule.test(path));
    expect(denied('/api/login')).toBe(true);
    expect(denied('/api')).toBe(true);
    expect(denied('/uploads/a/b.jpg')).toBe(true);
    expect(denied('/apiary-beach')).toBe(false);
    expect(denied('/beach/croyde-beach')).toBe(false);
  });
});
