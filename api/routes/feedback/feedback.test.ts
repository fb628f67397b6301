import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let owner: SignedUp;
let other: SignedUp;
let adminCookie: string;
let beach: { id: number; name: string };

beforeAll(async () => {
  owner = await signUpAndVerify(t, { firstName: 'Olive', lastName: 'Owner' });
  other = await signUpAndVerify(t, { firstName: 'Otto', lastName: 'Other' });
  adminCookie = await adminSessionCookie(t);
  beach = (await request(t.callback).get('/api/beaches/croyde-beach').expect(200)).body;
});

const create = (cookie: string, body: object, key?: string) => {
  const req = request(t.callback).post('/api/feedback').set('Cookie', cookie);
  if (key) req.set('Idempotency-Key', key);
  return req.send(body);
};
const rows = () => t.db.knex('user_feedback');

describe('POST /api/feedback', () => {
  it('stores feedback about a beach and answers it with the listing extras', async () => {
    const res = await create(owner.cookie, {
      feedbackType: 'issue',
      content: '  The café closes at 4 now.  ',
      beachId: beach.id,
    }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      beachId: beach.id,
      feedbackType: 'issue',
      content: 'The café closes at 4 now.',
      isPublic: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      beachName: beach.name,
      authorName: 'Olive O.',
      isOwn: true,
    });
    expect(JSON.stringify(res.body)).not.toContain(owner.email);
  });

  it('defaults to a public general comment', async () => {
    const res = await create(owner.cookie, { content: 'Lovely app' }).expect(201);
    expect(res.body).toMatchObject({
      feedbackType: 'comment',
      isPublic: true,
      beachId: null,
      beachName: null,
    });
  });

  it.each([
    [{ content: '   ' }, 'content', 'Please provide your feedback content.'],
    [{}, 'content', 'Please provide your feedback content.'],
    [{ content: 'x'.repeat(5001) }, 'content', 'Feedback must be at most 5000 characters'],
    [{ content: 'ok', feedbackType: 'rant' }, 'feedbackType', 'Choose a feedback type'],
    [{ content: 'ok', beachId: 'abc' }, 'beachId', 'Choose a beach from the list'],
    [{ content: 'ok', beachId: 999999 }, 'beachId', 'Beach not found'],
    [{ content: 'ok', isPublic: 'yes' }, 'isPublic', 'isPublic must be true or false'],
  ])('refuses %o with a field message', async (body, field, message) => {
    const before = (await rows()).length;
    const res = await create(owner.cookie, body).expect(400);
    expect(res.body.error.fields[field]).toEqual([message]);
    expect(await rows()).toHaveLength(before);
  });

  it('needs a signed-in user', async () => {
    await create('', { content: 'Hello' }).expect(401);
    await create(adminCookie, { content: 'Hello' }).expect(401);
  });

  it('creates one row for five replays of one Idempotency-Key, each answered alike', async () => {
    const key = crypto.randomUUID();
    const before = (await rows()).length;
    const body = { content: 'Queued while offline at the beach', beachId: beach.id };
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await create(owner.cookie, body, key));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    for (const replay of answers.slice(1)) expect(replay.body).toEqual(answers[0].body);
    expect(answers[1].headers['idempotent-replayed']).toBe('true');
    expect(await rows()).toHaveLength(before + 1);
  });

  it('answers 422 when a key is reused with a different body, and keys are per user', async () => {
    const key = crypto.randomUUID();
    await create(owner.cookie, { content: 'First body' }, key).expect(201);
    const reused = await create(owner.cookie, { content: 'Second body' }, key).expect(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    // Another user with the same key is another request altogether.
    await create(other.cookie, { content: 'Second body' }, key).expect(201);
  });

  it('handles two copies of one request arriving together: one row, one answer', async () => {
    const key = crypto.randomUUID();
    const before = (await rows()).length;
    const body = { content: 'Sent twice at once' };
    const [a, b] = await Promise.all([create(owner.cookie, body, key), create(owner.cookie, body, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect(await rows()).toHaveLength(before + 1);
  });

  it('refuses a key that is not a UUID', async () => {
    const res = await create(owner.cookie, { content: 'x' }, 'not-a-uuid').expect(400);
    expect(res.body.error.message).toMatch(/UUID/);
  });

  it('releases the key after a refusal, so the corrected request can use it', async () => {
    const key = crypto.randomUUID();
    await create(owner.cookie, { content: '' }, key).expect(400);
    await create(owner.cookie, { content: '' }, key).expect(400);
    await create(owner.cookie, { content: 'Now with content' }, key).expect(201);
  });
});

describe('GET /api/beaches/:id/feedback', () => {
  it('lists public feedback only, newest first, with beach and author names', async () => {
    await create(owner.cookie, { content: 'Public note', beachId: beach.id }).expect(201);
    await create(owner.cookie, { content: 'Private note', beachId: beach.id, isPublic: false }).expect(201);
    const res = await request(t.callback).get(`/api/beaches/${beach.id}/feedback`).expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((f: { isPublic: boolean }) => f.isPublic)).toBe(true);
    expect(res.body.map((f: { content: string }) => f.content)).not.toContain('Private note');
    expect(res.body[0]).toMatchObject({
      content: 'Public note',
      beachName: beach.name,
      authorName: 'Olive O.',
      isOwn: false,
    });
    const bySlug = await request(t.callback).get('/api/beaches/croyde-beach/feedback').expect(200);
    expect(bySlug.body).toEqual(res.body);
    // Private feedback stays private for its author too, on the public list.
    const asOwner = await request(t.callback)
      .get(`/api/beaches/${beach.id}/feedback`)
      .set('Cookie', owner.cookie);
    expect(asOwner.body.map((f: { content: string }) => f.content)).not.toContain('Private note');
  });

  it('is a 404 for an unknown beach', async () => {
    await request(t.callback).get('/api/beaches/999999/feedback').expect(404);
  });
});

describe('GET /api/my/feedback', () => {
  it("lists the user's own feedback, private included, and nobody else's", async () => {
    await create(other.cookie, { content: 'Otto private', isPublic: false }).expect(201);
    const mine = await request(t.callback).get('/api/my/feedback').set('Cookie', other.cookie).expect(200);
    expect(
      mine.body.every((f: { isOwn: boolean; authorName: string }) => f.isOwn && f.authorName === 'Otto O.'),
    ).toBe(true);
    expect(mine.body.map((f: { content: string }) => f.content)).toContain('Otto private');
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });
});

describe('who may edit and delete feedback', () => {
  type Actor = 'visitor' | 'owner' | 'other user' | 'admin session';
  const cookieOf = (actor: Actor) =>
    ({ visitor: '', owner: owner.cookie, 'other user': other.cookie, 'admin session': adminCookie })[actor];

  const matrix: [Actor, number, number][] = [
    // actor, PUT status, DELETE status
    ['visitor', 401, 401],
    ['admin session', 401, 401],
    ['other user', 404, 404],
    ['owner', 200, 204],
  ];
  it.each(matrix)('%s: PUT %i, DELETE %i', async (actor, putStatus, deleteStatus) => {
    const { body: feedback } = await create(owner.cookie, { content: 'Original', isPublic: false }).expect(
      201,
    );
    const cookie = cookieOf(actor);
    const put = await request(t.callback)
      .put(`/api/feedback/${feedback.id}`)
      .set('Cookie', cookie)
      .send({ content: ' Edited ' });
    expect(put.status).toBe(putStatus);
    const del = await request(t.callback).delete(`/api/feedback/${feedback.id}`).set('Cookie', cookie);
    expect(del.status).toBe(deleteStatus);
    const row = await rows().where({ id: feedback.id }).first();
    if (actor === 'owner') {
      expect(put.body).toMatchObject({ id: feedback.id, content: 'Edited' });
      expect(row).toBeUndefined();
    } else {
      expect(row.content).toBe('Original');
    }
  });

  it('answers a missing id like somebody else’s (404), and validates the edit', async () => {
    await request(t.callback).delete('/api/feedback/999999').set('Cookie', owner.cookie).expect(404);
    await request(t.callback)
      .put('/api/feedback/abc')
      .set('Cookie', owner.cookie)
      .send({ content: 'x' })
      .expect(404);
    const { body: feedback } = await create(owner.cookie, { content: 'Keep me' }).expect(201);
    const res = await request(t.callback)
      .put(`/api/feedback/${feedback.id}`)
      .set('Cookie', owner.cookie)
      .send({ content: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.content).toEqual(['Please provide your feedback content.']);
  });

  it('may change privacy and type when editing', async () => {
    const { body: feedback } = await create(owner.cookie, { content: 'Was public' }).expect(201);
    const res = await request(t.callback)
      .put(`/api/feedback/${feedback.id}`)
      .set('Cookie', owner.cookie)
      .send({ content: 'Now private', isPublic: false, feedbackType: 'suggestion' })
      .expect(200);
    expect(res.body).toMatchObject({ content: 'Now private', isPublic: false, feedbackType: 'suggestion' });
  });

  it('keeps /api/my/* for signed-in users only', async () => {
    for (const path of ['/api/my/feedback', '/api/my/photos', '/api/my/reviews']) {
      await request(t.callback).get(path).expect(401);
      await request(t.callback).get(path).set('Cookie', adminCookie).expect(401);
    }
  });
});
