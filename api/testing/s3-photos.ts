/**
 * What the S3 photo store tests (api/storage/s3-*.test.ts) share: a real S3 server (s3-server.ts,
 * its own process, booting while setupTestApp opens the database), the store on it with pages of
 * two objects (every listing and delete takes several requests), the app serving photos from the
 * bucket at /uploads/… and the one linking to its public URL, a signed-up photo owner, and the
 * helpers that read the bucket and upload through the app.
 */
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { S3PhotoStorage } from '../storage/s3-photo-storage.ts';
import { type SignedUp, signUpAndVerify } from './accounts.ts';
import { photo } from './images.ts';
import { S3RVER_KEYS, startS3Server, type TestS3Server } from './s3-server.ts';
import type { TestApp } from './test-app.ts';

type Callback = ReturnType<TestApp['app']['callback']>;

export interface UploadedPhoto {
  id: number;
  photoUrl: string;
  storageKey: string;
  variants: { webp: string; jpeg: string }[];
}

/** Registers hooks (after setupTestApp's) that start the S3 server and build the apps on it. */
export function setupS3Photos(t: TestApp) {
  // Started now, while setupTestApp opens the database: it boots in a process of its own.
  const s3Starting = startS3Server();
  const ctx = {} as {
    s3: TestS3Server;
    storage: S3PhotoStorage;
    /** The app serving photos from the bucket at /uploads/…, and the one linking to its public URL. */
    throughApp: Callback;
    publicApp: Callback;
    publicUrl: string;
    owner: SignedUp;
    beachId: number;
  };

  beforeAll(async () => {
    ctx.s3 = await s3Starting;
    ctx.storage = new S3PhotoStorage({
      bucket: ctx.s3.bucket,
      endpoint: ctx.s3.endpoint,
      region: 'us-east-1',
      credentials: S3RVER_KEYS,
      pageSize: 2,
    });
    ctx.publicUrl = `${ctx.s3.endpoint}/${ctx.s3.bucket}`;
    ctx.throughApp = t.makeApp(ctx.s3.env).callback();
    ctx.publicApp = t.makeApp({ ...ctx.s3.env, S3_PUBLIC_URL: `${ctx.publicUrl}/` }).callback();
    ctx.owner = await signUpAndVerify(t);
    ctx.beachId = (await request(t.callback).get('/api/beaches/woolacombe-beach').expect(200)).body.id;
  });

  afterAll(async () => (await s3Starting).stop());

  return Object.assign(ctx, {
    /** Every key in the bucket under `prefix`. */
    async keys(prefix: string): Promise<string[]> {
      const page = await ctx.storage.client.send(
        new ListObjectsV2Command({ Bucket: ctx.s3.bucket, Prefix: prefix }),
      );
      return (page.Contents ?? []).map((o) => o.Key ?? '').sort();
    },

    async bytesOf(key: string): Promise<Buffer> {
      const object = await ctx.storage.client.send(new GetObjectCommand({ Bucket: ctx.s3.bucket, Key: key }));
      return Buffer.from(await (object.Body?.transformToByteArray() ?? []));
    },

    /** A fresh photo folder under `parent`, as an upload makes. */
    folder: (parent = 'community') => `${parent}/${randomUUID()}/`,

    /** One 320×240 photo uploaded by the owner through `app`, with its storage key. */
    async upload(app: Callback, id = ctx.beachId): Promise<UploadedPhoto> {
      const res = await request(app)
        .post(`/api/beaches/${id}/community-photos-bulk`)
        .set('Cookie', ctx.owner.cookie)
        .attach('photos', await photo(320, 240), 'a.jpg')
        .expect(201);
      const stored = res.body.photos[0];
      const row = await t.db.knex('community_photos').where({ id: stored.id }).first();
      return { ...stored, storageKey: row.storageKey as string };
    },
  });
}
