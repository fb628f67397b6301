/** The S3_* settings (issue #14 item 3): a set that cannot work stops the server, naming the variable. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('S3_* settings', () => {
  const keys = { S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_BUCKET: not set, .* S3_ENDPOINT would be ignored/],
    [{ S3_BUCKET: 'photos' }, /S3_REGION: required for AWS S3/],
    [
      { S3_BUCKET: 'photos', S3_REGION: 'eu-west-2', S3_ACCESS_KEY_ID: 'key' },
      /S3_SECRET_ACCESS_KEY: .* go together/,
    ],
    [
      { S3_BUCKET: 'photos', S3_ENDPOINT: 'http://minio:9000' },
      /S3_ACCESS_KEY_ID: required with S3_ENDPOINT/,
    ],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000', ...keys }, /S3_ENDPOINT/],
    [
      {
        S3_BUCKET: 'photos',
        S3_REGION: 'eu-west-2',
        S3_PUBLIC_URL: 'http://cdn.example',
        NODE_ENV: 'production',
      },
      /S3_PUBLIC_URL: must be https/,
    ],
  ])('refuses %o at start-up', (env, message) => {
    const production = { SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://dogs.example' };
    expect(() => loadConfig({ ...production, ...env })).toThrow(message);
  });

  it('takes AWS with an instance role, and MinIO or R2 with keys, trimming the public URL', () => {
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_REGION: 'eu-west-2' })).not.toThrow();
    const r2 = loadConfig({
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_PUBLIC_URL: 'https://photos.example/',
      ...keys,
    });
    expect(r2.S3_PUBLIC_URL).toBe('https://photos.example');
  });
});
