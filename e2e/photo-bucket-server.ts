/**
 * The public photo bucket for bucket-photos.spec.ts: s3rver, as the API tests run it
 * (api/testing/s3-server.ts), on a fixed port with its files in a temporary folder, and with the
 * CORS rule README asks of a public bucket: GET from the app's origin only.
 *
 *   node --openssl-legacy-provider --import tsx e2e/photo-bucket-server.ts <port> <bucket> <app origin>
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const S3rver = createRequire(import.meta.url)('@20minutes/s3rver');
const [port, bucket, appOrigin] = process.argv.slice(2);
const directory = mkdtempSync(join(tmpdir(), 'ddb-e2e-bucket-'));
const cors = `<CORSConfiguration><CORSRule>
  <AllowedOrigin>${appOrigin}</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
</CORSRule></CORSConfiguration>`;
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [cors] }],
  // The app signs as the AWS SDK does; s3rver signs some query values differently (s3-server.ts).
  allowMismatchedSignatures: true,
});
await server.run();
console.log(`photo bucket ${bucket} at http://127.0.0.1:${port}/${bucket}`);

const stop = async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
