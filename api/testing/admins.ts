/** Admins for the admin API's tests: a real account, signed in through POST /api/admin/login. */
import request from 'supertest';
import { createAdmin } from '../services/admin-accounts.ts';
import type { TestApp } from './test-app.ts';

export const TEST_ADMIN_PASSWORD = 'a-long-admin-password';

export interface SignedInAdmin {
  id: number;
  username: string;
  password: string;
  /** The Cookie header carrying the admin session. */
  cookie: string;
}

let made = 0;

/** Creates an admin (a fresh username each call) and signs it in. */
export async function signInNewAdmin(t: TestApp, name = 'Alex Admin'): Promise<SignedInAdmin> {
  const username = `admin${process.pid}x${++made}`;
  const admin = await createAdmin(t.db.knex, { username, name, email: null, password: TEST_ADMIN_PASSWORD });
  const res = await request(t.callback)
    .post('/api/admin/login')
    .send({ username, password: TEST_ADMIN_PASSWORD })
    .expect(200);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  return { id: admin.id, username, password: TEST_ADMIN_PASSWORD, cookie };
}
