/**
 * `npm run admin:create -- --username <name> --name "<full name>" [--email <address>]`: adds an
 * admin. It asks for the password when run in a terminal (twice, not echoed); with
 * --generate-password, or when no terminal is attached, it generates one and prints it once.
 * With the embedded database, stop the server first: PGlite allows one process at a time.
 */
import { existsSync } from 'node:fs';
import { loadEnvFile } from 'node:process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { loadConfig } from '../api/config.ts';
import { createAdmin, generateAdminPassword } from '../api/services/admin-accounts.ts';
import { createKnex, describeDatabase } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    'generate-password': { type: 'boolean', default: false },
  },
});
if (!values.username || !values.name) {
  console.error(
    'usage: npm run admin:create -- --username <name> --name "<full name>" [--email <address>] [--generate-password]',
  );
  process.exit(2);
}

/** Reads a line without echoing it (a password at a terminal). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const muted = rl as unknown as { _writeToOutput: (s: string) => void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted._writeToOutput = () => undefined;
  });
}

async function choosePassword(): Promise<{ password: string; generated: boolean }> {
  if (values['generate-password'] || !process.stdin.isTTY)
    return { password: generateAdminPassword(), generated: true };
  const password = await askHidden('Password (at least 12 characters): ');
  if ((await askHidden('Password again: ')) !== password) throw new Error('the two passwords differ');
  return { password, generated: false };
}

if (existsSync('.env')) loadEnvFile('.env');
const config = loadConfig();
const options = { databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR };
const knex = createKnex(options);
try {
  await migrateLatest(knex);
  const { password, generated } = await choosePassword();
  const admin = await createAdmin(knex, {
    username: values.username,
    name: values.name,
    email: values.email ?? null,
    password,
  });
  console.log(`Admin "${admin.username}" created in ${describeDatabase(options)}.`);
  if (generated) console.log(`Password: ${password}   (shown this once: keep it somewhere safe)`);
  console.log(`Sign in at ${new URL('/admin/login', config.PUBLIC_URL).href}`);
} catch (error) {
  const message =
    error instanceof ZodError ? error.issues.map((i) => i.message).join('; ') : (error as Error).message;
  console.error(`Could not create the admin: ${message}`);
  process.exitCode = 1;
} finally {
  await knex.destroy();
}
