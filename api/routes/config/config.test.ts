import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const OWN_TILES = 'https://tiles.devondogbeaches.example/{z}/{x}/{y}.png';
const t = setupTestApp({ env: { MAP_TILE_URL: OWN_TILES, MAP_TILE_PREFETCH: 'true' } });

describe('GET /api/config', () => {
  it('offers saving the map for offline when the operator allows it for their own tiles', async () => {
    const res = await request(t.callback).get('/api/config').expect(200);
    expect(res.body).toMatchObject({ mapTileUrl: OWN_TILES, mapTilePrefetch: true });
  });

  it('does not offer it by default', async () => {
    const res = await request(t.makeApp({ MAP_TILE_PREFETCH: '' }).callback())
      .get('/api/config')
      .expect(200);
    expect(res.body.mapTilePrefetch).toBe(false);
  });
});

describe('photoBaseUrl (what the service worker keeps for offline besides /uploads/)', () => {
  const bucket = {
    S3_BUCKET: 'dog-beach-photos',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it("is the bucket's public URL, ending in / and written as a browser writes it", async () => {
    const app = t.makeApp({ ...bucket, S3_PUBLIC_URL: 'https://Photos.Example:443/dog-beach-photos/' });
    const res = await request(app.callback()).get('/api/config').expect(200);
    expect(res.body.photoBaseUrl).toBe('https://photos.example/dog-beach-photos/');
  });

  it('is null when the app serves the photos itself, from disk or from a private bucket', async () => {
    expect((await request(t.callback).get('/api/config').expect(200)).body.photoBaseUrl).toBeNull();
    const privateBucket = await request(t.makeApp(bucket).callback()).get('/api/config').expect(200);
    expect(privateBucket.body.photoBaseUrl).toBeNull();
  });
});

describe('MAP_TILE_PREFETCH', () => {
  it.each(['true', '1'])('reads %s as on', (value) => {
    expect(loadConfig({ MAP_TILE_URL: OWN_TILES, MAP_TILE_PREFETCH: value }).MAP_TILE_PREFETCH).toBe(true);
  });

  it.each([
    'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    'https://a.tile.osm.org/{z}/{x}/{y}.png',
  ])('is refused at start-up for OpenStreetMap’s own tiles: %s', (url) => {
    expect(() => loadConfig({ MAP_TILE_URL: url, MAP_TILE_PREFETCH: 'true' })).toThrow(
      /MAP_TILE_PREFETCH: OpenStreetMap's tile servers forbid/,
    );
  });

  it('is refused with the default tile URL, which is OpenStreetMap’s', () => {
    expect(() => loadConfig({ MAP_TILE_PREFETCH: 'true' })).toThrow(/MAP_TILE_PREFETCH/);
  });

  it('rejects values that are not a boolean', () => {
    expect(() => loadConfig({ MAP_TILE_URL: OWN_TILES, MAP_TILE_PREFETCH: 'yes' })).toThrow(
      /MAP_TILE_PREFETCH/,
    );
  });
});
