/** The contact inbox (issue #13): messages newest first with the unread count, read and unread. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAdmin, signInNewAdmin } from '../../testing/admins.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let admin: SignedInAdmin;

beforeAll(async () => {
  admin = await signInNewAdmin(t);
});

const as = (method: 'get' | 'put', path: string) =>
  request(t.callback)[method](`/api/admin${path}`).set('Cookie', admin.cookie);

async function message(name: string, minutesAgo: number): Promise<number> {
  const [{ id }] = await t.db
    .knex('contactSubmissions')
    .insert({
      name,
      email: 'sam@example.com',
      subject: 'Lee Bay',
      message: 'Please add Lee Bay.',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning('id');
  return id;
}

describe('the contact inbox', () => {
  it('lists messages newest first with the unread count; read and unread move them between filters', async () => {
    const older = await message('Older Sender', 10);
    const newer = await message('Newer Sender', 1);
    const inbox = (await as('get', '/contact-messages').expect(200)).body;
    expect(inbox).toMatchObject({ total: 2, unread: 2, page: 1, pageSize: 25 });
    expect(inbox.items[0]).toEqual({
      id: newer,
      name: 'Newer Sender',
      email: 'sam@example.com',
      subject: 'Lee Bay',
      message: 'Please add Lee Bay.',
      isRead: false,
      createdAt: expect.any(String),
    });
    expect(inbox.items[1].id).toBe(older);

    expect((await as('put', `/contact-messages/${older}/read`).expect(200)).body).toMatchObject({
      id: older,
      isRead: true,
    });
    const unread = (await as('get', '/contact-messages?status=unread').expect(200)).body;
    expect(unread).toMatchObject({ total: 1, unread: 1 });
    expect(unread.items.map((m: { id: number }) => m.id)).toEqual([newer]);
    const read = (await as('get', '/contact-messages?status=read').expect(200)).body;
    expect(read.items.map((m: { id: number }) => m.id)).toEqual([older]);

    await as('put', `/contact-messages/${older}/unread`).expect(200);
    expect((await as('get', '/contact-messages').expect(200)).body.unread).toBe(2);
    const log = await t.db
      .knex('adminAuditLog')
      .where({ entity: 'contact_message', entityId: older })
      .orderBy('id');
    expect(log.map((row) => row.action)).toEqual(['mark-read', 'mark-unread']);
  });

  it('answers 404 for a message that is not there, 400 for an unknown status', async () => {
    await as('put', '/contact-messages/999999/read').expect(404);
    await as('get', '/contact-messages?status=starred').expect(400);
  });
});
