/** A user's beaches (issue #31 item 1): starred once however often it is sent, and only ever their own. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let owner: SignedUp;
let other: SignedUp;

beforeAll(async () => {
  owner = await signUpAndVerify(t, { firstName: 'Fern' });
  other = await signUpAndVerify(t, { firstName: 'Otto' });
});

const put = (who: SignedUp, identifier: string, body: object = {}, key?: string) => {
  const req = request(t.callback).put(`/api/my/favourites/${identifier}`).set('Cookie', who.cookie);
  if (key) req.set('Idempotency-Key', key);
  return req.send(body);
};
const list = async (who: SignedUp) =>
  (await request(t.callback).get('/api/my/favourites').set('Cookie', who.cookie).expect(200)).body;
const beachId = async (slug: string) =>
  (await request(t.callback).get(`/api/beaches/${slug}`).expect(200)).body.id;

describe('/api/my/favourites', () => {
  it('stars a beach once, however often the star is sent', async () => {
    const croyde = await beachId('croyde-beach');
    const first = await put(owner, 'croyde-beach').expect(201);
    expect(first.body).toMatchObject({ beachId: croyde, notes: null, remind: false });
    await put(owner, String(croyde)).expect(200);
    const favourites = await list(owner);
    expect(favourites.filter((f: { beachId: number }) => f.beachId === croyde)).toHaveLength(1);
    expect(first.headers['cache-control']).toMatch(/private|no-store/);
  });

  it('keeps notes and the reminder when a later write leaves them out, and clears empty notes', async () => {
    await put(owner, 'saunton-sands', { notes: '  Park at the Burrows end  ', remind: true }).expect(201);
    const star = await put(owner, 'saunton-sands', {}).expect(200);
    expect(star.body).toMatchObject({ notes: 'Park at the Burrows end', remind: true });
    const cleared = await put(owner, 'saunton-sands', { notes: '   ' }).expect(200);
    expect(cleared.body).toMatchObject({ notes: null, remind: true });
  });

  it('answers a replayed write with its first answer and does it once', async () => {
    const key = crypto.randomUUID();
    const first = await put(owner, 'woolacombe-beach', { notes: 'Dunes path' }, key).expect(201);
    const replay = await put(owner, 'woolacombe-beach', { notes: 'Dunes path' }, key).expect(201);
    expect(replay.body).toEqual(first.body);
    await request(t.callback)
      .delete('/api/my/favourites/woolacombe-beach')
      .set('Cookie', owner.cookie)
      .set('Idempotency-Key', key)
      .expect(422);
  });

  it('unstars, and unstarring what is not starred is no error', async () => {
    await put(owner, 'bantham-beach').expect(201);
    const del = () =>
      request(t.callback).delete('/api/my/favourites/bantham-beach').set('Cookie', owner.cookie).expect(204);
    await del();
    await del();
    const id = await beachId('bantham-beach');
    expect((await list(owner)).map((f: { beachId: number }) => f.beachId)).not.toContain(id);
  });

  it('shows each user only their own beaches, and turning a reminder on asks for reminder mail again', async () => {
    await t.db.knex('users').where({ id: other.id }).update({ remindersUnsubscribedAt: new Date() });
    await put(other, 'croyde-beach', { remind: true }).expect(201);
    const mine = await list(owner);
    const theirs = await list(other);
    expect(theirs).toHaveLength(1);
    expect(mine.length).toBeGreaterThan(1);
    const row = await t.db.knex('users').where({ id: other.id }).first('remindersUnsubscribedAt');
    expect(row.remindersUnsubscribedAt).toBeNull();
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const before = await list(owner);
    const notes = await put(owner, 'croyde-beach', { notes: 'x'.repeat(1001) }).expect(400);
    expect(JSON.stringify(notes.body)).toMatch(/at most 1000/);
    await put(owner, 'croyde-beach', { notes: 'a\u0000b' }).expect(400);
    await put(owner, 'croyde-beach', { remind: 'yes' }).expect(400);
    await put(owner, 'no-such-beach').expect(404);
    await put(owner, '99999999999999').expect(404);
    expect(await list(owner)).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    await request(t.callback).get('/api/my/favourites').expect(401);
    await request(t.callback).put('/api/my/favourites/croyde-beach').send({}).expect(401);
  });
});
