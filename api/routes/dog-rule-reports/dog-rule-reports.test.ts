import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { exifHasGps, jpegWithGps, pdfNamedJpg, photo } from '../../testing/images.ts';
import { filesUnder } from '../../testing/stored-files.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let visitor: SignedUp;
let other: SignedUp;
let croyde: { id: number; slug: string; dogRules: unknown[] };
let noRules: { id: number };

beforeAll(async () => {
  visitor = await signUpAndVerify(t, { firstName: 'Rhi', lastName: 'Walker' });
  other = await signUpAndVerify(t);
  croyde = (await request(t.callback).get('/api/beaches/croyde-beach').expect(200)).body;
  noRules = (await request(t.callback).get('/api/beaches/crow-point').expect(200)).body;
});

type Fields = Record<string, string>;
interface Sign {
  data: Buffer;
  name?: string;
}
function report(
  cookie: string,
  fields: Fields,
  sign?: Sign,
  { key, beach = croyde.id } = {} as { key?: string; beach?: number | string },
) {
  const req = request(t.callback).post(`/api/beaches/${beach}/dog-rule-reports`).set('Cookie', cookie);
  if (key) req.set('Idempotency-Key', key);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  if (sign) req.attach('photo', sign.data, { filename: sign.name ?? 'sign.jpg', contentType: 'image/jpeg' });
  return req;
}
const differs = { verdict: 'differs', ruleIndex: '0', signSays: 'No dogs 1 April to 31 October' };
const rows = () => t.db.knex('dog_rule_reports');

/** Runs `attempt` and checks it stored nothing: no row, no file. */
async function storesNothing(attempt: () => Promise<unknown>) {
  const [before, files] = [(await rows()).length, filesUnder(t.uploadsDir).length];
  await attempt();
  expect(await rows()).toHaveLength(before);
  expect(filesUnder(t.uploadsDir)).toHaveLength(files);
}

describe('POST /api/beaches/:id/dog-rule-reports', () => {
  it('keeps a correction with the rule as it stood, the sign photo without GPS and the photo’s own day', async () => {
    const exifed = await sharp(await jpegWithGps(1200, 900))
      .withExif({ IFD2: { DateTimeOriginal: '2026:08:14 10:12:00' } })
      .toBuffer();
    const res = await report(
      visitor.cookie,
      { ...differs, signLocation: '  at the car park  ', takenOn: '2026-11-20' },
      { data: exifed },
    ).expect(201);
    expect(res.body).toMatchObject({
      beachId: croyde.id,
      ruleIndex: 0,
      rule: croyde.dogRules[0],
      verdict: 'differs',
      signSays: 'No dogs 1 April to 31 October',
      signLocation: 'at the car park',
      photoTakenOn: '2026-08-14',
      status: 'open',
      decidedAt: null,
    });
    expect(res.body.photoVariants.length).toBeGreaterThan(0);
    const stored = await request(t.callback).get(res.body.photoVariants[0].jpeg).expect(200);
    expect(exifHasGps((await sharp(stored.body).metadata()).exif)).toBe(false);
  });

  it('keeps the phone’s day when the photo gives none, and takes a confirmation with no photo', async () => {
    const withPhoto = await report(
      visitor.cookie,
      { ...differs, takenOn: '2026-11-21' },
      { data: await photo() },
    );
    expect(withPhoto.status).toBe(201);
    expect(withPhoto.body.photoTakenOn).toBe('2026-11-21');
    const agrees = await report(visitor.cookie, {
      verdict: 'agrees',
      ruleIndex: '0',
      signSays: 'ignored',
    }).expect(201);
    expect(agrees.body).toMatchObject({
      verdict: 'agrees',
      signSays: null,
      photoVariants: [],
      photoTakenOn: null,
    });
  });

  it('takes a report on a beach listed with no rules (an empty rule index)', async () => {
    const res = await report(
      visitor.cookie,
      { ...differs, ruleIndex: '' },
      { data: await photo() },
      {
        beach: noRules.id,
      },
    ).expect(201);
    expect(res.body).toMatchObject({ ruleIndex: null, rule: null });
  });

  it.each([
    [{ ...differs, verdict: 'maybe' }, 'verdict', 'Choose whether the sign agrees with the rule'],
    [{ ...differs, signSays: '   ' }, 'signSays', 'Say what the sign says'],
    [
      { ...differs, signSays: 'x'.repeat(501) },
      'signSays',
      'What the sign says must be at most 500 characters',
    ],
    [
      { ...differs, signLocation: 'y'.repeat(201) },
      'signLocation',
      'Where the sign is must be at most 200 characters',
    ],
    [{ ...differs, ruleIndex: 'one' }, 'ruleIndex', 'Choose one of the beach’s rules'],
    [
      { ...differs, ruleIndex: '5' },
      'ruleIndex',
      'This beach no longer lists that rule. Reload the beach page and report the rule you see.',
    ],
    [{ ...differs, takenOn: '2026-02-30' }, 'takenOn', 'The photo’s date must be a real date (yyyy-mm-dd)'],
    [{ ...differs, takenOn: '1999-12-31' }, 'takenOn', 'The photo’s date must be between 2000 and today'],
    [{ ...differs, takenOn: '2099-01-01' }, 'takenOn', 'The photo’s date must be between 2000 and today'],
  ])('refuses %o with a field message, storing nothing', async (fields, field, message) => {
    await storesNothing(async () => {
      const res = await report(visitor.cookie, fields as Fields, { data: await photo(320, 240) }).expect(400);
      expect(res.body.error.fields[field]).toEqual([message]);
    });
  });

  it('needs a photo of the sign when the sign differs', async () => {
    await storesNothing(async () => {
      const res = await report(visitor.cookie, differs).expect(400);
      expect(res.body.error.fields.photo).toEqual(['Add a photo of the sign so an admin can check it']);
    });
  });

  it('refuses a file that is not a photo (415), a JSON body (415) and an unknown beach (404)', async () => {
    await storesNothing(async () => {
      const res = await report(visitor.cookie, differs, { data: pdfNamedJpg(), name: 'sign.jpg' }).expect(
        415,
      );
      expect(res.body.error.message).toBe(
        'sign.jpg is not a photo we can read. Please choose a JPEG, PNG or WebP.',
      );
      await request(t.callback)
        .post(`/api/beaches/${croyde.id}/dog-rule-reports`)
        .set('Cookie', visitor.cookie)
        .send(differs)
        .expect(415);
      await report(visitor.cookie, differs, { data: await photo() }, { beach: 999999 }).expect(404);
    });
  });

  it('needs a signed-in visitor (an admin session is not one)', async () => {
    const admin = await adminSessionCookie(t);
    await storesNothing(async () => {
      for (const cookie of ['', admin]) {
        const res = await report(cookie, differs, { data: await photo() }).expect(401);
        expect(res.body.error.code).toBe('unauthorized');
      }
    });
  });

  it('stores one report for a report sent again with its key after a lost answer', async () => {
    const key = crypto.randomUUID();
    const sign = { data: await photo(400, 300) };
    const before = (await rows()).length;
    const first = await report(visitor.cookie, differs, sign, { key }).expect(201);
    const again = await report(visitor.cookie, differs, sign, { key }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await rows()).toHaveLength(before + 1);
    await report(visitor.cookie, { ...differs, signSays: 'Something else' }, sign, { key }).expect(422);
  });
});

describe('GET /api/my/dog-rule-reports', () => {
  it("lists the visitor's own reports with where each stands, and nobody else's", async () => {
    await report(other.cookie, { verdict: 'agrees', ruleIndex: '0', signLocation: 'Other’s sign' }).expect(
      201,
    );
    const mine = await request(t.callback)
      .get('/api/my/dog-rule-reports')
      .set('Cookie', visitor.cookie)
      .expect(200);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.map((r: { signLocation: string | null }) => r.signLocation)).not.toContain(
      'Other’s sign',
    );
    expect(mine.body[0]).toMatchObject({ beachName: expect.any(String), status: 'open' });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    await request(t.callback).get('/api/my/dog-rule-reports').expect(401);
  });
});
