import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import {
  exifHasGps,
  jpegWithGps,
  oversizeJpeg,
  pdfNamedJpg,
  photo,
  pngBomb,
  pngPhoto,
} from '../../testing/images.ts';
import { filesUnder } from '../../testing/stored-files.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let owner: SignedUp;
let other: SignedUp;
let beach: { id: number; name: string; slug: string };

beforeAll(async () => {
  owner = await signUpAndVerify(t, { firstName: 'Pip', lastName: 'Lens' });
  other = await signUpAndVerify(t);
  beach = (await request(t.callback).get('/api/beaches/woolacombe-beach').expect(200)).body;
});

interface Upload {
  name: string;
  data: Buffer;
  type?: string;
}
function upload(cookie: string, files: Upload[], fields: Record<string, string> = {}, key?: string) {
  const req = request(t.callback)
    .post(`/api/beaches/${beach.id}/community-photos-bulk`)
    .set('Cookie', cookie);
  if (key) req.set('Idempotency-Key', key);
  req.field('beachId', String(beach.id));
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  for (const f of files)
    req.attach('photos', f.data, { filename: f.name, contentType: f.type ?? 'image/jpeg' });
  return req;
}
/** Every file under the uploads folder, staged (.tmp) or published. */
const storedFiles = (dir = t.uploadsDir) => filesUnder(dir);
const photoRows = () => t.db.knex('community_photos');

/** Runs `attempt` and checks it stored nothing: no row, no file. */
async function storesNothing(attempt: () => Promise<unknown>) {
  const [rowsBefore, filesBefore] = [(await photoRows()).length, storedFiles().length];
  await attempt();
  expect(await photoRows()).toHaveLength(rowsBefore);
  expect(storedFiles()).toHaveLength(filesBefore);
}

describe('POST /api/beaches/:id/community-photos-bulk', () => {
  it('stores each photo upright, without EXIF or GPS, as WebP and JPEG at widths never upscaled', async () => {
    const phone = await jpegWithGps(1600, 1200);
    const before = await sharp(phone).metadata();
    expect(exifHasGps(before.exif)).toBe(true);

    const res = await upload(
      owner.cookie,
      [
        { name: 'IMG_0042.JPG', data: phone },
        { name: 'dog.png', data: await pngPhoto(400, 300), type: 'image/png' },
      ],
      {
        caption_0: '  Sunset at the north end  ',
      },
    ).expect(201);
    expect(res.body.uploadedPhotos).toBe(2);
    const [sideways, small] = res.body.photos;
    expect(sideways).toMatchObject({
      beachId: beach.id,
      caption: 'Sunset at the north end',
      isApproved: true,
      beachName: beach.name,
      authorName: 'Pip L.',
    });
    expect(small.caption).toBeNull();
    // EXIF orientation 6: the 1600×1200 photo is stored 1200 wide, 1600 high.
    expect(sideways.variants.map((v: { width: number }) => v.width)).toEqual([150, 300, 600, 1200]);
    expect(sideways.variants.at(-1).height).toBe(1600);
    expect(small.variants.map((v: { width: number }) => v.width)).toEqual([150, 300, 400]);
    expect(sideways.photoUrl).toBe(sideways.variants.at(-1).jpeg);
    expect(sideways.srcSet.webp).toMatch(
      /^\/uploads\/community\/[\w-]+\/150\.webp 150w, .*1200\.webp 1200w$/,
    );

    for (const variant of [...sideways.variants, ...small.variants]) {
      for (const format of ['webp', 'jpeg'] as const) {
        const file = await request(t.callback).get(variant[format]).buffer(true).expect(200);
        expect(file.headers['cache-control']).toBe('public, no-cache');
        expect(file.headers['content-type']).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
        const meta = await sharp(file.body as Buffer).metadata();
        expect(meta.format).toBe(format);
        expect(meta.width).toBe(variant.width);
        expect(meta.exif).toBeUndefined();
        expect(exifHasGps(meta.exif)).toBe(false);
        expect(meta.orientation).toBeUndefined();
      }
    }
  });

  it('lists the photos on the beach and on the profile, newest first', async () => {
    const res = await upload(owner.cookie, [{ name: 'a.jpg', data: await photo(300, 200) }], {
      caption_0: 'Newest',
    }).expect(201);
    const id = res.body.photos[0].id;
    const listed = await request(t.callback).get(`/api/beaches/${beach.slug}/community-photos`).expect(200);
    expect(listed.body[0]).toMatchObject({
      id,
      caption: 'Newest',
      beachName: beach.name,
      authorName: 'Pip L.',
      isOwn: false,
    });
    const mine = await request(t.callback).get('/api/my/photos').set('Cookie', owner.cookie).expect(200);
    expect(mine.body[0].id).toBe(id);
    const theirs = await request(t.callback).get('/api/my/photos').set('Cookie', other.cookie).expect(200);
    expect(theirs.body.map((p: { id: number }) => p.id)).not.toContain(id);
    // Hidden photos (an admin's decision) leave the beach page but stay on their owner's profile.
    await photoRows().where({ id }).update({ isApproved: false });
    const after = await request(t.callback).get(`/api/beaches/${beach.id}/community-photos`).expect(200);
    expect(after.body.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await request(t.callback).get('/api/my/photos').set('Cookie', owner.cookie)).body[0].id).toBe(id);
  });

  it('refuses a fifth photo with 413, storing nothing', async () => {
    const five = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => ({ name: `p${n}.jpg`, data: await photo(200, 150) })),
    );
    await storesNothing(async () => {
      const res = await upload(owner.cookie, five).expect(413);
      expect(res.body.error).toEqual({
        code: 'payload_too_large',
        message: 'Please select up to 4 photos only.',
      });
    });
  });

  it('refuses an 11 MB file with 413 naming it, storing nothing', async () => {
    await storesNothing(async () => {
      const res = await upload(owner.cookie, [
        { name: 'good.jpg', data: await photo() },
        { name: 'huge.jpg', data: oversizeJpeg(11 * 1024 * 1024) },
      ]).expect(413);
      expect(res.body.error.message).toBe('huge.jpg exceeds the 10MB limit.');
    });
  });

  it('decides the type by the bytes: a PDF named .jpg is a 415, and the good photo beside it is not kept', async () => {
    await storesNothing(async () => {
      const res = await upload(owner.cookie, [
        { name: 'ok.jpg', data: await photo() },
        { name: 'menu.jpg', data: pdfNamedJpg() },
      ]).expect(415);
      expect(res.body.error).toEqual({
        code: 'unsupported_media_type',
        message: 'menu.jpg is not a valid image file.',
      });
    });
    await upload(owner.cookie, [
      { name: 'note.txt', data: Buffer.from('just text'), type: 'text/plain' },
    ]).expect(415);
  });

  it('refuses a decompression bomb (20000×20000 PNG) before decoding it', async () => {
    const bomb = pngBomb(20000, 20000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await storesNothing(async () => {
      const started = Date.now();
      const res = await upload(owner.cookie, [{ name: 'bomb.png', data: bomb, type: 'image/png' }]).expect(
        413,
      );
      expect(res.body.error.message).toMatch(/bomb\.png has too many pixels/);
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });

  it('answers 413 while an oversize body is still arriving', async () => {
    const server = createServer(t.callback).listen(0);
    await once(server, 'listening');
    try {
      const post = (headers: Record<string, string>) =>
        httpRequest({
          port: (server.address() as AddressInfo).port,
          method: 'POST',
          path: `/api/beaches/${beach.id}/community-photos-bulk`,
          headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ', Cookie: owner.cookie, ...headers },
        }).on('error', () => undefined);

      // Announced larger than 4 × 10 MB: refused before a byte of the body is read.
      const announced = post({ 'Content-Length': String(100 * 1024 * 1024) });
      announced.write('--XyZ\r\n');
      const [first] = await once(announced, 'response');
      expect(first.statusCode).toBe(413);
      announced.destroy();

      // Streamed (no length): the answer comes once the file passes 10 MB, before the body ends.
      const streamed = post({ 'Transfer-Encoding': 'chunked' });
      let response: IncomingMessage | undefined;
      let failure: Error | undefined;
      // Either the answer arrives, or the connection fails (which would mean the client never
      // got to read the 413: the server must not reset the connection under a sending client).
      const answered = new Promise<void>((resolve) => {
        streamed.once('response', (res: IncomingMessage) => {
          response = res;
          resolve();
        });
        streamed.once('error', (error: Error) => {
          failure = error;
          resolve();
        });
      });
      streamed.write(
        '--XyZ\r\nContent-Disposition: form-data; name="photos"; filename="endless.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      );
      const chunk = Buffer.alloc(1024 * 1024, 0x41);
      let sent = 0;
      while (!response && !failure && sent < 30 * chunk.length) {
        const drained = once(streamed, 'drain').catch(() => undefined);
        if (!streamed.write(chunk)) await Promise.race([drained, answered]);
        sent += chunk.length;
      }
      await answered;
      expect(failure).toBeUndefined();
      expect(response?.statusCode).toBe(413);
      expect(sent).toBeLessThan(20 * chunk.length);
      streamed.destroy();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('needs at least one photo', async () => {
    const res = await upload(owner.cookie, []).expect(400);
    expect(res.body.error.message).toBe('Please select at least one photo and beach location.');
  });

  it('checks captions and the beach in the form', async () => {
    const one = [{ name: 'a.jpg', data: await photo(200, 150) }];
    const long = await upload(owner.cookie, one, { caption_0: 'c'.repeat(501) }).expect(400);
    expect(long.body.error.fields.caption_0).toEqual(['Caption must be at most 500 characters']);
    const req = request(t.callback)
      .post(`/api/beaches/${beach.id}/community-photos-bulk`)
      .set('Cookie', owner.cookie);
    const mismatch = await req.field('beachId', '1').attach('photos', one[0].data, 'a.jpg').expect(400);
    expect(mismatch.body.error.fields.beachId).toBeDefined();
  });

  it('needs a signed-in user, multipart, and a beach that exists', async () => {
    const one = [{ name: 'a.jpg', data: await photo(200, 150) }];
    await upload('', one).expect(401);
    await upload(await adminSessionCookie(t), one).expect(401);
    await request(t.callback)
      .post(`/api/beaches/${beach.id}/community-photos-bulk`)
      .set('Cookie', owner.cookie)
      .send({ photos: [] })
      .expect(415);
    await request(t.callback)
      .post('/api/beaches/999999/community-photos-bulk')
      .set('Cookie', owner.cookie)
      .attach('photos', one[0].data, 'a.jpg')
      .expect(404);
  });

  it('stores an upload once for replays of one Idempotency-Key', async () => {
    const key = crypto.randomUUID();
    const files = [
      { name: 'a.jpg', data: await photo(320, 240, '#336699') },
      { name: 'b.jpg', data: await photo(320, 240, '#996633') },
    ];
    const before = (await photoRows()).length;
    const first = await upload(owner.cookie, files, { caption_1: 'Second' }, key).expect(201);
    for (let i = 0; i < 4; i++) {
      const replay = await upload(owner.cookie, files, { caption_1: 'Second' }, key).expect(201);
      expect(replay.body).toEqual(first.body);
    }
    expect(await photoRows()).toHaveLength(before + 2);
    const reused = await upload(owner.cookie, files, { caption_1: 'Different' }, key).expect(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    expect(await photoRows()).toHaveLength(before + 2);
  });
});
