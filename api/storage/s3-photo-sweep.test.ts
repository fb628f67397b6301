/**
 * The start-up sweep of photo files on an S3-compatible bucket (issue #14 item 3), against a real
 * S3 server (s3rver): what it removes, publishes and keeps, banners linked by either URL included.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SWEEP_MIN_AGE_MS, sweepOrphanPhotoFiles } from '../services/community-photos.ts';
import { photo } from '../testing/images.ts';
import { setupS3Photos } from '../testing/s3-photos.ts';
import { S3RVER_KEYS } from '../testing/s3-server.ts';
import { insertPhotoRow } from '../testing/stored-files.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { S3PhotoStorage } from './s3-photo-storage.ts';

const t = setupTestApp();
const s = setupS3Photos(t);
const { keys, folder, upload } = s;

describe('the start-up sweep on a bucket', () => {
  it('removes staged and unlinked objects older than its cut-off, publishes committed ones, keeps the rest', async () => {
    const { storage, s3, throughApp } = s;
    const jpeg = await photo(20, 20);
    const stage = async (age: number, { row = false } = {}) => {
      const prefix = folder();
      await storage.put(`${prefix}150.jpg`, jpeg, 'image/jpeg');
      if (row) await insertPhotoRow(t.db.knex, storage, { beachId: s.beachId, userId: s.owner.id, prefix });
      if (age) s3.age(`staging/${prefix}`, age);
      return prefix;
    };
    const old = SWEEP_MIN_AGE_MS + 60_000;
    const oldOrphan = await stage(old);
    const youngOrphan = await stage(0);
    const committed = await stage(old, { row: true });
    const unlinked = await stage(0);
    await storage.publish(unlinked);
    s3.age(unlinked, old);
    const linked = await upload(throughApp);
    s3.age(linked.storageKey, old);

    const report = await sweepOrphanPhotoFiles(t.db.knex, storage);
    expect(report.removed).toEqual(expect.arrayContaining([oldOrphan, unlinked]));
    expect(report.removed).not.toContain(youngOrphan);
    expect(report.removed).not.toContain(linked.storageKey);
    expect(report.published).toEqual([committed]);
    expect(report.failed).toEqual([]);

    expect(await keys(`staging/${oldOrphan}`)).toEqual([]);
    expect(await keys(unlinked)).toEqual([]);
    expect(await keys(`staging/${youngOrphan}`)).toEqual([`staging/${youngOrphan}150.jpg`]);
    expect(await keys(committed)).toEqual([`${committed}150.jpg`]);
    await request(throughApp).get(`/uploads/${committed}150.jpg`).expect(200);
    await request(throughApp).get(linked.photoUrl).expect(200);
  });

  it('keeps the banner folders of beaches whose URL was saved before the photos moved to a public bucket', async () => {
    const { s3 } = s;
    const withPublicUrl = new S3PhotoStorage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: S3RVER_KEYS,
      publicUrl: s.publicUrl,
    });
    const jpeg = await photo(20, 20);
    const banner = async (slug: string, url: (key: string) => string) => {
      const prefix = folder('beaches');
      await withPublicUrl.put(`${prefix}1200.jpg`, jpeg, 'image/jpeg');
      await withPublicUrl.publish(prefix);
      s3.age(prefix, SWEEP_MIN_AGE_MS + 60_000);
      await t.db
        .knex('beaches')
        .where({ slug })
        .update({ imageUrl: url(`${prefix}1200.jpg`) });
      return { prefix };
    };
    const before = await banner('croyde-beach', (key) => `/uploads/${key}`);
    const after = await banner('saunton-sands', (key) => withPublicUrl.url(key));
    const report = await sweepOrphanPhotoFiles(t.db.knex, withPublicUrl);
    expect(report.removed).not.toContain(before.prefix);
    expect(report.removed).not.toContain(after.prefix);
    expect(await keys(before.prefix)).toEqual([`${before.prefix}1200.jpg`]);
    expect(await keys(after.prefix)).toEqual([`${after.prefix}1200.jpg`]);
  });
});
