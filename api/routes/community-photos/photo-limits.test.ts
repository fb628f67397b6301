/**
 * Issue #8 item 14: one upload cannot starve the server. Photos above 40 megapixels are refused
 * from their header, before any decode; image work takes turns through a bounded queue, and an
 * upload that finds the queue full is told to come back later. Issue #27 item 5: so are photos
 * with a side too long or a shape too narrow, however few pixels they have.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { imageQueue } from '../../services/image-queue.ts';
import { type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { photo, pngBomb } from '../../testing/images.ts';
import { filesUnder } from '../../testing/stored-files.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let user: SignedUp;
let beachId: number;

beforeAll(async () => {
  user = await signUpAndVerify(t);
  beachId = (await request(t.callback).get('/api/beaches/woolacombe-beach').expect(200)).body.id;
});

const filesStored = () => filesUnder(t.uploadsDir);

const upload = () =>
  request(t.callback).post(`/api/beaches/${beachId}/community-photos-bulk`).set('Cookie', user.cookie);

describe('the 40 megapixel cap', () => {
  it('refuses a small PNG of 8000×6000 (48 MP) with 413 before decoding it, storing nothing', async () => {
    const big = pngBomb(8000, 6000);
    expect(big.length).toBeLessThan(512 * 1024);
    const rows = (await t.db.knex('community_photos')).length;
    const started = Date.now();
    const res = await upload()
      .attach('photos', await photo(300, 200), 'fine.jpg')
      .attach('photos', big, { filename: 'harbour-48mp.png', contentType: 'image/png' })
      .expect(413);
    // Decoding 48 MP would take seconds; reading the header takes milliseconds.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.body.error).toEqual({
      code: 'payload_too_large',
      message: 'harbour-48mp.png has too many pixels to process (the limit is 40 megapixels).',
    });
    expect(await t.db.knex('community_photos')).toHaveLength(rows);
    expect(filesStored()).toEqual([]);
  });
});

describe('the image queue', () => {
  it('answers 503 with Retry-After when the queue is full, storing nothing, and serves reads meanwhile', async () => {
    let release!: () => void;
    const busy = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Other uploads hold the running slot and every waiting place.
    const holders = Array.from({ length: 1 + imageQueue.maxWaiting }, () => imageQueue.run(() => busy));
    try {
      const res = await upload()
        .attach('photos', await photo(300, 200), 'a.jpg')
        .expect(503);
      expect(res.headers['retry-after']).toBe(String(imageQueue.retryAfterSeconds));
      expect(res.body.error).toEqual({ code: 'service_unavailable', message: expect.any(String) });
      await request(t.callback).get('/api/stats').expect(200);
      expect(filesStored()).toEqual([]);
    } finally {
      release();
      await Promise.all(holders);
    }
    // With the queue free again, the same upload goes through.
    await upload()
      .attach('photos', await photo(300, 200), 'a.jpg')
      .expect(201);
  });

  it('processes uploads that arrive together one at a time', async () => {
    let peak = 0;
    const observe = setInterval(() => {
      peak = Math.max(peak, imageQueue.running);
    }, 1);
    try {
      const results = await Promise.all(
        [1, 2, 3].map(async () => upload().attach('photos', await photo(1600, 1200), 'a.jpg')),
      );
      expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    } finally {
      clearInterval(observe);
    }
    expect(peak).toBe(1);
  });
});

describe('a header no photo has (issue #27 item 5)', () => {
  it('refuses a PNG of 1 × 39,000,000 pixels with 413 before it takes a turn, while the next photo goes through', async () => {
    // Under the 40 MP cap, it was decoded in the queue for 25 s, and other uploads waited.
    const tall = pngBomb(1, 39_000_000);
    const fine = await photo(300, 200);
    const rows = (await t.db.knex('community_photos')).length;
    const turns = vi.spyOn(imageQueue, 'run');
    try {
      const started = Date.now();
      const [bomb, next] = await Promise.all([
        upload().attach('photos', tall, { filename: 'tall.png', contentType: 'image/png' }),
        upload().attach('photos', fine, 'beach.jpg'),
      ]);
      expect(bomb.status).toBe(413);
      expect(bomb.body.error).toEqual({
        code: 'payload_too_large',
        message: 'tall.png is too large to process (the limit is 12000 pixels on its longest side).',
      });
      expect(next.status).toBe(201);
      // Refused from its header: only the other photo was decoded.
      expect(turns).toHaveBeenCalledTimes(1);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      turns.mockRestore();
    }
    expect(await t.db.knex('community_photos')).toHaveLength(rows + 1);
  });

  it('refuses a strip more than 20 times longer than it is wide with 422, storing nothing', async () => {
    const rows = (await t.db.knex('community_photos')).length;
    const res = await upload()
      .attach('photos', pngBomb(11_500, 500), { filename: 'strip.png', contentType: 'image/png' })
      .expect(422);
    expect(res.body.error).toEqual({
      code: 'unprocessable_content',
      message:
        'strip.png is too long and narrow to be a photo (its longest side may be at most 20 times its shortest).',
    });
    expect(await t.db.knex('community_photos')).toHaveLength(rows);
  });
});
