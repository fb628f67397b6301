/**
 * Builds the Koa application from its dependencies. No listen() here: tests drive it with
 * supertest, api/server.ts puts it on a port.
 */
import { fileURLToPath } from 'node:url';
import bodyParser from '@koa/bodyparser';
import type { Knex } from 'knex';
import Koa from 'koa';
import compress from 'koa-compress';
import { Model } from 'objection';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { notFound } from './errors.ts';
import { errorHandler } from './middleware/errors.ts';
import { jsonEtag } from './middleware/etag.ts';
import { pwaStatic } from './middleware/pwa-static.ts';
import { requestLog } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { beachesRouter } from './routes/beaches/beaches.ts';
import { blogRouter } from './routes/blog/blog.ts';
import { configRouter } from './routes/config/config.ts';
import { contactRouter } from './routes/contact/contact.ts';
import { eventsRouter } from './routes/events/events.ts';
import { seoRouter } from './routes/seo/seo.ts';
import { statsRouter } from './routes/stats/stats.ts';
import { tidesRouter } from './routes/tides/tides.ts';
import { waterQualityRouter } from './routes/water-quality/water-quality.ts';

export interface AppDeps {
  config: Config;
  knex: Knex;
  logger: Logger;
  /** Where the built PWA lives (default dist/). */
  staticRoot?: string;
  /** Extra middleware mounted before the PWA (the dev server's Vite middleware). */
  frontend?: Koa.Middleware;
}

export const defaultStaticRoot = fileURLToPath(new URL('../dist', import.meta.url));

export function createApp(deps: AppDeps): Koa {
  Model.knex(deps.knex);
  const app = new Koa({ proxy: deps.config.NODE_ENV === 'production' });
  app.context.knex = deps.knex;

  app.use(requestLog(deps.logger));
  app.use(errorHandler());
  app.use(securityHeaders(deps.config));
  app.use(compress({ threshold: 1024 }));
  app.use(jsonEtag());
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' }));

  for (const router of [
    beachesRouter,
    statsRouter,
    blogRouter,
    waterQualityRouter,
    tidesRouter,
    configRouter(deps.config),
    contactRouter,
    eventsRouter,
    seoRouter,
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }

  app.use(async (ctx, next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    // A path some route knows, with the wrong method, is left to allowedMethods (405).
    const matched = (ctx as { matched?: unknown[] }).matched ?? [];
    if (matched.length === 0) throw notFound(`No API route for ${ctx.method} ${ctx.path}`);
  });
  if (deps.frontend) app.use(deps.frontend);
  else app.use(pwaStatic(deps.staticRoot ?? defaultStaticRoot));
  return app;
}
