/**
 * Admin accounts (issue #13): made by `npm run admin:create` or, on the first start with no
 * admin, from ADMIN_USERNAME / ADMIN_PASSWORD or with a generated password printed once.
 * Passwords are argon2id like users' (passwords.ts); a deactivated admin cannot sign in.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { type NewAdmin, newAdminSchema } from '../../domain/admin/admin-auth.ts';
import { Admin } from '../models/Admin.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** 24 characters from a 62-letter alphabet: about 143 bits. */
export function generateAdminPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from(randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('');
}

export async function createAdmin(knex: Knex, input: NewAdmin): Promise<Admin> {
  const admin = newAdminSchema.parse(input);
  const taken = await knex('admins').whereRaw('lower(username) = lower(?)', [admin.username]).first('id');
  if (taken) throw new Error(`an admin named "${admin.username}" already exists`);
  const [row] = await knex('admins')
    .insert({
      username: admin.username,
      name: admin.name,
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
    })
    .returning('id');
  return Admin.query(knex).findById(row.id).throwIfNotFound();
}

export type AdminLoginResult =
  | { outcome: 'ok'; admin: Admin }
  | { outcome: 'invalid' }
  | { outcome: 'inactive' };

/** Checks a sign-in; a wrong username takes as long to refuse as a wrong password. */
export async function adminLogin(knex: Knex, username: string, password: string): Promise<AdminLoginResult> {
  const admin = await Admin.query(knex).whereRaw('lower(username) = lower(?)', [username]).first();
  const matches = await verifyPassword(admin?.passwordHash ?? null, password);
  if (!admin || !matches) return { outcome: 'invalid' };
  if (!admin.isActive) return { outcome: 'inactive' };
  await Admin.query(knex).patch({ lastLoginAt: new Date() }).findById(admin.id);
  return { outcome: 'ok', admin };
}

export interface FirstAdminOutcome {
  created: boolean;
  username?: string;
  /** Only when it was generated here: print it once, it is stored nowhere in the clear. */
  generatedPassword?: string;
}

/** On a start with no admin at all: one from the environment, or with a generated password. */
export async function ensureFirstAdmin(
  knex: Knex,
  env: { ADMIN_USERNAME?: string; ADMIN_PASSWORD?: string },
): Promise<FirstAdminOutcome> {
  const any = await knex('admins').first('id');
  if (any) return { created: false };
  const username = env.ADMIN_USERNAME?.trim() || 'admin';
  const generatedPassword = env.ADMIN_PASSWORD ? undefined : generateAdminPassword();
  await createAdmin(knex, {
    username,
    name: 'Administrator',
    email: null,
    password: env.ADMIN_PASSWORD ?? (generatedPassword as string),
  });
  return { created: true, username, generatedPassword };
}

/** The first admin's sign-in, on the console (not the log: a generated password is shown once, to a person). */
export function printFirstAdmin(outcome: FirstAdminOutcome, publicUrl: string): void {
  const lines = [
    '',
    'An admin account was created (there was none):',
    `  sign in at ${new URL('/admin/login', publicUrl).href}`,
    `  username: ${outcome.username}`,
    outcome.generatedPassword
      ? `  password: ${outcome.generatedPassword}   (shown this once: keep it somewhere safe)`
      : '  password: the ADMIN_PASSWORD you set',
    '  More admins: npm run admin:create -- --username <name> --name "<full name>" --email <address>',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
