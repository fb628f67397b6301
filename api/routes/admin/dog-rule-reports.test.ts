/**
 * The verification queue (issue #29 item 4): a visitor's sign report confirmed, corrected or
 * dismissed by an admin; the beach's rule, confidence and sync follow; the reporter is mailed.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DogRule } from '../../../domain/dog-rules/dog-rules.ts';
import { readMail, type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { type SignedInAdmin, signInNewAdmin } from '../../testing/admins.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let admin: SignedInAdmin;
let reporter: SignedUp;
let croyde: { id: number; slug: string; name: string };

const SUMMER_BAN: DogRule = {
  kind: 'no-dogs',
  zone: null,
  period: { from: '05-01', to: '09-30' },
  hours: 'all-day',
};
const PRESS = {
  kind: 'press-report',
  title: 'North Devon Gazette, 2023',
  url: null,
  published: '2023',
  seen: null,
  expires: null,
  says: null,
} as const;
const VARIANTS = [
  { width: 300, height: 225, webp: '/uploads/signs/a-300.webp', jpeg: '/uploads/signs/a-300.jpg' },
  { width: 1200, height: 900, webp: '/uploads/signs/a-1200.webp', jpeg: '/uploads/signs/a-1200.jpg' },
];

beforeAll(async () => {
  admin = await signInNewAdmin(t);
  reporter = await signUpAndVerify(t, { firstName: 'Petroc', lastName: 'Pawson' });
  croyde = await t.db.knex('beaches').where({ slug: 'croyde-beach' }).first('id', 'slug', 'name');
});

beforeEach(async () => {
  await t.db.knex('dog_rule_reports').delete();
  await t.db
    .knex('beaches')
    .where({ id: croyde.id })
    .update({
      dogRules: JSON.stringify([{ ...SUMMER_BAN, evidence: [PRESS] }]),
      validationConfidence: 'low',
    });
});

async function insertReport(overrides: Record<string, unknown> = {}): Promise<number> {
  const [row] = await t.db
    .knex('dog_rule_reports')
    .insert({
      beachId: croyde.id,
      userId: reporter.id,
      ruleIndex: 0,
      rule: JSON.stringify(SUMMER_BAN),
      verdict: 'agrees',
      signLocation: 'the car park entrance',
      photoVariants: JSON.stringify(VARIANTS),
      photoTakenOn: '2026-11-20',
      ...overrides,
    })
    .returning('id');
  return row.id;
}

const as = (method: 'get' | 'post', path: string) =>
  request(t.callback)[method](`/api/admin${path}`).set('Cookie', admin.cookie);
const publicBeach = async () =>
  (await request(t.callback).get(`/api/beaches/${croyde.slug}`).expect(200)).body;
const auditFor = (entity: string, id: number) =>
  t.db.knex('admin_audit_log').where({ entity, entityId: id }).select('action', 'summary', 'changes');

describe('GET /api/admin/dog-rule-reports', () => {
  it('groups open reports by beach with the rules, their sources and the reporter’s first name only', async () => {
    const id = await insertReport({ signSays: 'No dogs 1 May to 30 Sep' });
    await insertReport({ status: 'dismissed' });
    const { body } = await as('get', '/dog-rule-reports').expect(200);
    expect(body.total).toBe(1);
    expect(body.beaches).toEqual([
      expect.objectContaining({
        id: croyde.id,
        slug: 'croyde-beach',
        confidence: 'low',
        dogRules: [{ ...SUMMER_BAN, evidence: [PRESS] }],
        reports: [
          expect.objectContaining({
            id,
            verdict: 'agrees',
            ruleIndex: 0,
            rule: SUMMER_BAN,
            ruleUnchanged: true,
            signSays: 'No dogs 1 May to 30 Sep',
            photoTakenOn: '2026-11-20',
            reporterName: 'Petroc',
            photoVariants: VARIANTS,
            evidence: {
              kind: 'sign-on-site',
              title: 'Sign at the car park entrance',
              url: `${t.config.PUBLIC_URL}/uploads/signs/a-1200.jpg`,
              published: null,
              seen: '2026-11-20',
              expires: null,
              says: null,
            },
          }),
        ],
      }),
    ]);
    expect(JSON.stringify(body)).not.toContain('Pawson');
    expect(JSON.stringify(body)).not.toContain(reporter.email);
    const dismissed = await as('get', '/dog-rule-reports?status=dismissed').expect(200);
    expect(dismissed.body.total).toBe(1);
    await as('get', '/dog-rule-reports?status=maybe').expect(400);
  });
});

describe('POST /api/admin/dog-rule-reports/:id/confirm', () => {
  it('adds a dated sign source, raises the confidence, syncs, logs and mails the reporter', async () => {
    const id = await insertReport();
    const cursor = (await request(t.callback).get('/api/sync').expect(200)).body.cursor;
    const { body } = await as('post', `/dog-rule-reports/${id}/confirm`)
      .send({ note: 'Clear photo' })
      .expect(200);
    expect(body).toEqual({
      id,
      status: 'confirmed',
      beach: { id: croyde.id, name: croyde.name, confidence: 'high' },
    });

    const beach = await publicBeach();
    expect(beach.dogRules[0].evidence).toEqual([
      PRESS,
      expect.objectContaining({
        kind: 'sign-on-site',
        title: 'Sign at the car park entrance',
        seen: '2026-11-20',
      }),
    ]);
    expect(beach).toMatchObject({ validationConfidence: 'high', validationLastChecked: '2026-11-20' });

    const delta = (await request(t.callback).get(`/api/sync?since=${cursor}`).expect(200)).body;
    expect(delta.beaches.map((b: { id: number }) => b.id)).toContain(croyde.id);

    expect(await auditFor('dog_rule_report', id)).toEqual([
      expect.objectContaining({
        action: 'confirm',
        summary: `Report #${id} on ${croyde.name} confirmed: Clear photo`,
      }),
    ]);
    const beachAudit = await auditFor('beach', croyde.id);
    expect(beachAudit.at(-1)).toMatchObject({ action: 'update' });
    expect(Object.keys(beachAudit.at(-1)?.changes)).toEqual(
      expect.arrayContaining(['dogRules', 'validationConfidence']),
    );

    const mail = await readMail(t, reporter.email);
    expect(mail?.subject).toBe(`Your report changed the dog rules for ${croyde.name}`);
    expect(mail?.text).toContain('Hi Petroc,');
    expect(mail?.links).toContain(`${t.config.PUBLIC_URL}/beach/croyde-beach`);

    const again = await as('post', `/dog-rule-reports/${id}/confirm`).send({}).expect(409);
    expect(again.body.error.message).toBe('This report was already confirmed');
  });

  it('refuses with 409 when the rule changed since the report, and leaves it open', async () => {
    const id = await insertReport({
      rule: JSON.stringify({ ...SUMMER_BAN, hours: { from: '10:00', to: '18:00' } }),
    });
    const res = await as('post', `/dog-rule-reports/${id}/confirm`).send({}).expect(409);
    expect(res.body.error.message).toMatch(/^The rule changed since/);
    expect((await t.db.knex('dog_rule_reports').where({ id }).first('status')).status).toBe('open');
  });

  it('answers 404 for no such report, 400 for a bad note, and only to admins', async () => {
    await as('post', '/dog-rule-reports/999999/confirm').send({}).expect(404);
    const id = await insertReport();
    await as('post', `/dog-rule-reports/${id}/confirm`)
      .send({ note: 'x'.repeat(1001) })
      .expect(400);
    await request(t.callback).post(`/api/admin/dog-rule-reports/${id}/confirm`).send({}).expect(401);
    await request(t.callback)
      .post(`/api/admin/dog-rule-reports/${id}/dismiss`)
      .set('Cookie', reporter.cookie)
      .send({})
      .expect(403);
  });
});

describe('POST /api/admin/dog-rule-reports/:id/correct', () => {
  it('replaces the rules, derives the single-period fields, logs and mails', async () => {
    const id = await insertReport({ verdict: 'differs', signSays: 'No dogs Easter to 30 Sep' });
    const queue = (await as('get', '/dog-rule-reports').expect(200)).body;
    const sign = queue.beaches[0].reports[0].evidence;
    expect(sign.says).toBe('No dogs Easter to 30 Sep');
    const corrected: DogRule = {
      ...SUMMER_BAN,
      period: { from: { daysFromEaster: -2 }, to: '09-30' },
      evidence: [PRESS, sign],
    };
    const res = await as('post', `/dog-rule-reports/${id}/correct`)
      .send({ dogRules: [corrected] })
      .expect(200);
    expect(res.body).toMatchObject({ status: 'corrected', beach: { confidence: 'high' } });
    const beach = await publicBeach();
    expect(beach.dogRules).toEqual([corrected]);
    expect(beach).toMatchObject({
      accessType: 'seasonal',
      dogAccessStatus: 'seasonal_ban',
      dogRestrictionEnd: '09-30',
    });
    expect((await auditFor('dog_rule_report', id))[0].action).toBe('correct');
    expect((await readMail(t, reporter.email))?.text).toContain('we have corrected them');
  });

  it('validates the rules list with the dog rules schema', async () => {
    const id = await insertReport();
    const res = await as('post', `/dog-rule-reports/${id}/correct`)
      .send({ dogRules: [{ ...SUMMER_BAN, kind: 'sometimes' }] })
      .expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    await as('post', `/dog-rule-reports/${id}/correct`).send({}).expect(400);
  });
});

describe('POST /api/admin/dog-rule-reports/:id/dismiss', () => {
  it('closes the report, logs it and mails nobody', async () => {
    const id = await insertReport();
    const before = await readMail(t, reporter.email);
    await as('post', `/dog-rule-reports/${id}/dismiss`).send({ note: 'Photo of another beach' }).expect(200);
    expect(await t.db.knex('dog_rule_reports').where({ id }).first('status', 'decisionNote')).toEqual({
      status: 'dismissed',
      decisionNote: 'Photo of another beach',
    });
    expect((await auditFor('dog_rule_report', id))[0].action).toBe('dismiss');
    expect((await readMail(t, reporter.email))?.file).toBe(before?.file);
    expect((await publicBeach()).dogRules[0].evidence).toEqual([PRESS]);
  });
});

describe('GET /api/admin/season-check', () => {
  it('lists Croyde’s summer ban with the days to 1 May and why it must be checked', async () => {
    const { body } = await as('get', '/season-check').expect(200);
    const row = body.rows.find((r: { beachSlug: string }) => r.beachSlug === 'croyde-beach');
    const today = Date.parse(`${body.today}T00:00:00Z`);
    const year = new Date(today).getUTCFullYear();
    const mayDay = Date.parse(`${year}-05-01T00:00:00Z`) > today ? year : year + 1;
    expect(row).toMatchObject({
      nextSeasonStart: `${mayDay}-05-01`,
      daysUntilStart: (Date.parse(`${mayDay}-05-01T00:00:00Z`) - today) / 86_400_000,
      lastConfirmed: null,
      confidence: 'low',
      flags: expect.arrayContaining([{ code: 'press-report-only', reason: 'Rests on a press report only' }]),
    });
    const days = body.rows.map((r: { daysUntilStart: number }) => r.daysUntilStart);
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });
});
