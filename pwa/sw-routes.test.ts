import { describe, expect, it } from 'vitest';
import {
  isBucketPhotoRequest,
  isMapTileRequest,
  isOwnImageRequest,
  isPhotoRequest,
  NAVIGATION_DENYLIST,
} from './sw-routes.ts';

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

describe('photos from a public bucket (S3_PUBLIC_URL)', () => {
  const BASE = 'https://photos.example/dog-beach-photos/';
  const PHOTO = `${BASE}community/0b6f2a3e-5c1d-4e8f-9a7b-1c2d3e4f5a6b/600.webp`;
  // `base` as the worker holds it: a URL, null (photos on this site) or undefined (not read yet).
  const bucket = (req: Request, href: string, base: string | null | undefined) =>
    isBucketPhotoRequest(req, url(href), ORIGIN, base);

  it('takes every GET under the bucket URL the worker was told, as /uploads/ photos are', () => {
    expect(bucket(request('image'), PHOTO, BASE)).toBe(true);
    expect(bucket(request('image'), `${BASE}beaches/0b6f2a3e/1200.jpg`, BASE)).toBe(true);
    expect(bucket(request(''), PHOTO, BASE)).toBe(true);
    expect(bucket(request('image', 'POST'), PHOTO, BASE)).toBe(false);
  });

  it('takes nothing else from another origin: other buckets on that host, other hosts, tiles', () => {
    for (const href of [
      'https://photos.example/other-bucket/community/a/600.webp',
      'https://photos.example/dog-beach-photos-old/community/a/600.webp',
      'https://cdn.example/dog-beach-photos/community/a/600.webp',
      'https://tile.openstreetmap.org/13/4012/2710.png',
    ]) {
      expect(bucket(request('image'), href, BASE), href).toBe(false);
    }
    expect(bucket(request('image'), PHOTO, null)).toBe(false);
  });

  it('takes a public URL on this site too (a proxy in front of the bucket)', () => {
    expect(bucket(request('image'), '/photos/community/a/600.webp', `${ORIGIN}/photos/`)).toBe(true);
    expect(bucket(request('image'), '/images/beach-sandy-1.svg', `${ORIGIN}/photos/`)).toBe(false);
  });

  it('until the worker has read the bucket URL, takes any image from another origin for the handler to decide', () => {
    expect(bucket(request('image'), PHOTO, undefined)).toBe(true);
    expect(bucket(request('image'), 'https://cdn.example/photo.png', undefined)).toBe(true);
    expect(bucket(request(''), PHOTO, undefined)).toBe(false);
    expect(bucket(request('image', 'POST'), PHOTO, undefined)).toBe(false);
    expect(bucket(request('image'), '/images/beach-sandy-1.svg', undefined)).toBe(false);
    // Tiles too: which is why the worker registers the tile route before this one.
    const tile = 'https://tile.openstreetmap.org/13/4012/2710.png';
    expect(bucket(request('image'), tile, undefined)).toBe(true);
    expect(isMapTileRequest(request('image'), url(tile), ORIGIN)).toBe(true);
  });
});
