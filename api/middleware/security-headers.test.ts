import Koa from 'koa';
import helmet from 'koa-helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { helmetOptions, securityHeaders } from './security-headers.ts';

/** The headers of a plain answer from an app with only `middleware` in front of it. */
async function headersWith(middleware: Koa.Middleware): Promise<Record<string, unknown>> {
  const app = new Koa();
  app.use(middleware);
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  const { headers } = await request(app.callback()).get('/api/stats').expect(200);
  const { date: _date, ...rest } = headers;
  return rest;
}

describe('securityHeaders', () => {
  it.each(['test', 'production'] as const)(
    'sends exactly what helmet sends per request with the same options (%s)',
    async (nodeEnv) => {
      const config = { ...loadConfig({ NODE_ENV: 'test' }), NODE_ENV: nodeEnv };
      const recorded = await headersWith(securityHeaders(config));
      expect(recorded).toEqual(await headersWith(helmet(helmetOptions(config))));
      expect(recorded).toHaveProperty('content-security-policy');
      if (nodeEnv === 'production') expect(recorded).toHaveProperty('strict-transport-security');
    },
  );

  it('lets pages show, and the service worker fetch, photos from a public bucket (S3_PUBLIC_URL)', async () => {
    const sources = async (env: Record<string, string>, directive: string) => {
      const headers = await headersWith(securityHeaders(loadConfig({ NODE_ENV: 'test', ...env })));
      const csp = String(headers['content-security-policy']);
      return csp.split(';').find((d) => d.trim().startsWith(`${directive} `)) ?? '';
    };
    const bucket = {
      S3_BUCKET: 'dog-beach-photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://photos.example/dog-beach-photos',
    };
    // sw.js gets this header too: the worker's own fetches (to keep photos) need connect-src.
    expect(await sources(bucket, 'img-src')).toContain(' https://photos.example');
    expect(await sources(bucket, 'connect-src')).toContain(' https://photos.example');
    expect(await sources({}, 'connect-src')).not.toContain('photos.example');
  });
});
