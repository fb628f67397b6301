/**
 * A local S3-compatible server for the photo storage tests: s3rver (pure JavaScript, files in a
 * temporary folder) on a random port, in a child process. The child runs with
 * --openssl-legacy-provider because s3rver builds its ListObjectsV2 continuation tokens with DES,
 * which Node's OpenSSL 3 refuses otherwise (a paged listing answered 500). Signatures are not
 * checked: s3rver signs a query value with "/" in it (Prefix=staging/…) differently from the AWS
 * SDK and S3 itself. It exits with the test process: it stops when its stdin closes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const CHILD = `
const S3rver = require('@20minutes/s3rver');
const [directory, bucket] = process.argv.slice(1);
new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
  allowMismatchedSignatures: true,
})
  .run()
  .then((address) => console.log(JSON.stringify({ port: address.port })));
process.stdin.on('end', () => process.exit(0)).resume();
`;

/** s3rver accepts any key pair whose signatures check out; these are its documented defaults. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The S3_* environment of an app that stores photos in this bucket. */
  env: Record<string, string>;
  /**
   * Back-dates every object under `prefix` by `ms`, as if written then (s3rver reports a file's
   * mtime as LastModified; real servers cannot be told).
   */
  age(prefix: string, ms: number): void;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'photos'): Promise<TestS3Server> {
  const dir = mkdtempSync(join(tmpdir(), 'ddb-s3-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', CHILD, dir, bucket],
    {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const [first] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`s3rver exited with ${code}`);
    }),
  ])) as [string];
  const { port } = JSON.parse(first) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    },
    age(prefix, ms) {
      const folder = join(dir, bucket, prefix);
      const when = new Date(Date.now() - ms);
      for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) utimesSync(join(entry.parentPath, entry.name), when, when);
      }
    },
    async stop() {
      const exited = once(child, 'exit');
      child.stdin?.end();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
