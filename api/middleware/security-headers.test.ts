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
});
