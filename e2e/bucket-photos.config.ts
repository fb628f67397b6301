/**
 * Runs bucket-photos.spec.ts against a server whose photos live in a public bucket on another
 * origin (S3_PUBLIC_URL), an S3 server started beside it, without changing the server every
 * other spec gets. From a build of the app: `E2E_PORT=4395 npx playwright test -c e2e/bucket-photos.config.ts`
 * (the bucket takes E2E_PORT + 1).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const bucketPort = port + 1;
const bucket = 'photos';
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'bucket-photos.spec.ts',
  outputDir: `${root}/test-results/${process.env.PWA_OUT_DIR ?? 'dist'}-bucket-photos`,
  webServer: server && [
    {
      command: `node --openssl-legacy-provider --import tsx e2e/photo-bucket-server.ts ${bucketPort} ${bucket} http://localhost:${port}`,
      cwd: root,
      // Any answer will do: s3rver refuses an unsigned list of buckets, but it is listening.
      url: `http://127.0.0.1:${bucketPort}/`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      timeout: 30_000,
    },
    {
      ...server,
      cwd: root,
      env: {
        ...server.env,
        S3_BUCKET: bucket,
        S3_ENDPOINT: `http://127.0.0.1:${bucketPort}`,
        // s3rver's own key pair (api/testing/s3-server.ts).
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PUBLIC_URL: `http://127.0.0.1:${bucketPort}/${bucket}`,
      },
    },
  ],
});
