/** A report's sign photo and its row are kept together or not at all, whatever fails when. */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_MIN_AGE_MS, sweepOrphanPhotoFiles } from '../../services/community-photos.ts';
import { LocalPhotoStorage } from '../../storage/local-photo-storage.ts';
import { type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { photo } from '../../testing/images.ts';
import { filesUnder } from '../../testing/stored-files.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let visitor: SignedUp;
beforeAll(async () => {
  visitor = await signUpAndVerify(t);
});

const rows = () => t.db.knex('dog_rule_reports');

describe("a report's sign photo", () => {
  it('takes the report back, files and all, when its photo cannot be published', async () => {
    const disk = new LocalPhotoStorage(join(t.uploadsDir, 'unpublishable'));
    const failing = Object.assign(Object.create(disk), {
      publish: async () => {
        throw new Error('disk gone read-only');
      },
    });
    const before = (await rows()).length;
    const res = await request(t.makeApp({}, { photoStorage: failing }).callback())
      .post('/api/beaches/croyde-beach/dog-rule-reports')
      .set('Cookie', visitor.cookie)
      .field('verdict', 'differs')
      .field('ruleIndex', '0')
      .field('signSays', 'No dogs all year')
      .attach('photo', await photo(400, 300), { filename: 'sign.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(500);
    expect(await rows()).toHaveLength(before);
    expect(filesUnder(disk.root)).toEqual([]);
  });

  it('is swept at start-up when a crash left it with no report, and kept when its report was saved', async () => {
    const storage = new LocalPhotoStorage(join(t.uploadsDir, 'sweep'));
    const folder = async (withRow: boolean) => {
      const prefix = `dog-rule-reports/${randomUUID()}/`;
      mkdirSync(join(storage.root, prefix), { recursive: true });
      writeFileSync(join(storage.root, prefix, '150.jpg'), await photo(150, 100));
      if (withRow) {
        const beach = await t.db.knex('beaches').where({ slug: 'croyde-beach' }).first('id');
        await rows().insert({ beachId: beach.id, userId: visitor.id, verdict: 'agrees', storageKey: prefix });
      }
      return prefix;
    };
    const orphan = await folder(false);
    const kept = await folder(true);
    const report = await sweepOrphanPhotoFiles(t.db.knex, storage, {
      now: Date.now() + SWEEP_MIN_AGE_MS + 1000,
    });
    expect(report.removed).toEqual([orphan]);
    expect(filesUnder(join(storage.root, 'dog-rule-reports'))).toEqual([join(storage.root, kept, '150.jpg')]);
  });
});
