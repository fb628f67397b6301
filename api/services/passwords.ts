/** Password hashing with argon2id (OWASP's first choice), via @node-rs/argon2's defaults. */
import { hash, verify } from '@node-rs/argon2';

// OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane (also the library's defaults).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash of a random password, verified against when an email has no account, so that a
// wrong email takes as long to refuse as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
