/**
 * The audit log (issue #13): every admin write listed newest first with who, what and the fields
 * before and after — and the write and its row commit together or not at all.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAdmin, signInNewAdmin } from '../../testing/admins.ts';
import { whileFailing } from '../../testing/failing-trigger.ts';
import { createContactMessage } from '../../testing/security/moderation-fixtures.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let admin: SignedInAdmin;

beforeAll(async () => {
  admin = await signInNewAdmin(t, 'Lowenna Logger');
});

const as = (method: 'get' | 'put', path: string) =>
  request(t.callback)[method](`/api/admin${path}`).set('Cookie', admin.cookie);
const isRead = async (id: number) =>
  (await t.db.knex('contactSubmissions').where({ id }).first('isRead')).isRead;
const logOf = (id: number) => t.db.knex('adminAuditLog').where({ entity: 'contact_message', entityId: id });

const failing = (table: string, event: string, run: () => Promise<void>) =>
  whileFailing(t.db.knex, table, event, run);

describe('GET /api/admin/audit-log', () => {
  it('lists admin writes newest first, with who, what and the changed fields', async () => {
    const first = await createContactMessage(t.db.knex);
    const second = await createContactMessage(t.db.knex);
    await as('put', `/contact-messages/${first}/read`).expect(200);
    await as('put', `/contact-messages/${second}/read`).expect(200);
    const page = (await as('get', '/audit-log?entity=contact_message&pageSize=1').expect(200)).body;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        adminUsername: admin.username,
        action: 'mark-read',
        entity: 'contact_message',
        entityId: second,
        summary: 'Message from Fixture Sender',
        changes: { isRead: { before: false, after: true } },
        createdAt: expect.any(String),
      },
    ]);
    const next = (await as('get', '/audit-log?entity=contact_message&pageSize=1&page=2').expect(200)).body;
    expect(next.items.map((row: { entityId: number }) => row.entityId)).toEqual([first]);
    expect((await as('get', '/audit-log?entity=beach').expect(200)).body.items).toEqual([]);
  });
});

describe('the write and its audit row, in one transaction', () => {
  it('a write that fails leaves no audit row', async () => {
    const id = await createContactMessage(t.db.knex);
    await failing('contact_submissions', 'UPDATE', async () => {
      await as('put', `/contact-messages/${id}/read`).expect(500);
    });
    expect(await isRead(id)).toBe(false);
    expect(await logOf(id)).toEqual([]);
  });

  it('a write whose audit row cannot be stored is undone', async () => {
    const id = await createContactMessage(t.db.knex);
    await failing('admin_audit_log', 'INSERT', async () => {
      await as('put', `/contact-messages/${id}/read`).expect(500);
    });
    expect(await isRead(id)).toBe(false);
    await as('put', `/contact-messages/${id}/read`).expect(200);
    expect(await isRead(id)).toBe(true);
    expect(await logOf(id)).toHaveLength(1);
  });
});
