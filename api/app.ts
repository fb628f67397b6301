/**
 * Builds the Koa application from its dependencies. No listen() here: tests drive it with
 * supertest, api/server.ts puts it on a port.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import Koa from 'koa';
import compress from 'koa-compress';
import { Model } from 'objection';
import type { Logger } from 'pino';
import { buildAppServices } from './app-services.ts';
import type { Config } from './config.ts';
import type { Mailer } from './mail/mailer.ts';
import { apiFallback } from './middleware/api-fallback.ts';
import { loadActor } from './middleware/auth.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './middleware/cached-per-data-version.ts';
import { cachedReadsFirst } from './middleware/cached-reads-first.ts';
import { canonicalPaths } from './middleware/canonical-path.ts';
import { forwardedHeadersOnlyFrom } from './middleware/client-address.ts';
import { requireSameOriginWrites } from './middleware/csrf.ts';
import { errorHandler } from './middleware/errors.ts';
import { jsonEtag } from './middleware/etag.ts';
import { healthEndpoints } from './middleware/health.ts';
import { builtShellScriptHashes } from './middleware/inline-script-hashes.ts';
import { keptReadsInFront } from './middleware/kept-reads-in-front.ts';
import { KnownReads } from './middleware/known-reads.ts';
import { pwaStatic } from './middleware/pwa-static.ts';
import { jsonBodies } from './middleware/request-body.ts';
import { requestLog } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { serverRenderer } from './middleware/server-render.ts';
import { createSessions } from './middleware/sessions.ts';
import { uploadsStatic } from './middleware/uploads-static.ts';
import { urlGuard } from './middleware/url-guard.ts';
import { requestContext } from './request-context.ts';
import { adminRouters } from './routes/admin/index.ts';
import { authRouter } from './routes/auth/auth.ts';
import { oidcRouter } from './routes/auth/oidc.ts';
import { beachesRouter } from './routes/beaches/beaches.ts';
import { blogRouter } from './routes/blog/blog.ts';
import { calendarFeedRouter, calendarRouter } from './routes/calendar/calendar.ts';
import { communityPhotosRouter } from './routes/community-photos/community-photos.ts';
import { configRouter } from './routes/config/config.ts';
import { contactRouter } from './routes/contact/contact.ts';
import { dogRuleReportsRouter } from './routes/dog-rule-reports/dog-rule-reports.ts';
import { eventsRouter } from './routes/events/events.ts';
import { feedbackRouter } from './routes/feedback/feedback.ts';
import { myRouter } from './routes/my/my.ts';
import { pushRouter } from './routes/push/push.ts';
import { remindersRouter } from './routes/reminders/reminders.ts';
import { reviewsRouter } from './routes/reviews/reviews.ts';
import { seoRouter } from './routes/seo/seo.ts';
import { statsRouter } from './routes/stats/stats.ts';
import { syncRouter } from './routes/sync/sync.ts';
import { testHooksRouter } from './routes/test-hooks/test-hooks.ts';
import { tidesRouter } from './routes/tides/tides.ts';
import { walkingRoutesRouter } from './routes/walking-routes/walking-routes.ts';
import { waterQualityRouter } from './routes/water-quality/water-quality.ts';
import type { RateLimitStore } from './services/rate-limit-store.ts';
import type { PhotoStorage } from './storage/photo-storage.ts';

export interface AppDeps {
  config: Config;
  knex: Knex;
  logger: Logger;
  /** Where the built PWA lives (default dist/). */
  staticRoot?: string;
  /** Public pages rendered on the server into the built shell (default true). */
  serverRender?: boolean;
  /** Extra middleware mounted before the PWA (the dev server's Vite middleware). */
  frontend?: Koa.Middleware;
  /** Defaults: SMTP or the file outbox, photos on local disk, limits as RATE_LIMIT_STORE says. */
  mailer?: Mailer;
  photoStorage?: PhotoStorage;
  rateLimitStore?: RateLimitStore;
}

const defaultStaticRoot = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * Every router the API mounts, in order. Exported so that the fuzz and authorisation suites
 * are generated from the same list: a new route cannot be missed by them.
 */
export function apiRouters(config: Config): Router[] {
  return [
    authRouter,
    oidcRouter,
    walkingRoutesRouter,
    communityPhotosRouter,
    dogRuleReportsRouter,
    feedbackRouter,
    reviewsRouter,
    myRouter,
    calendarFeedRouter,
    beachesRouter,
    calendarRouter,
    statsRouter,
    blogRouter,
    waterQualityRouter,
    tidesRouter,
    syncRouter,
    configRouter(config),
    pushRouter(config),
    remindersRouter,
    contactRouter,
    eventsRouter,
    seoRouter,
    ...adminRouters,
    // Test servers only (config.ts refuses it in production).
    ...(config.E2E_TEST_HOOKS ? [testHooksRouter()] : []),
  ];
}

export function createApp(deps: AppDeps): Koa {
  Model.knex(deps.knex);
  // Only the last TRUST_PROXY entries of X-Forwarded-For were written by our proxies; the leftmost is the
  // client's own claim. ctx.ip is then the address the nearest trusted proxy saw.
  const trustProxy = deps.config.TRUST_PROXY;
  const app = new Koa({ proxy: trustProxy > 0, maxIpsCount: trustProxy });
  // First of all: a connection that is not from our proxy gets no say in its address or protocol.
  if (trustProxy > 0) app.use(forwardedHeadersOnlyFrom(deps.config.TRUSTED_PROXIES));
  app.context.knex = deps.knex;
  const { config, logger } = deps;
  const sessions = createSessions(app, deps.knex, config);
  app.context.services = buildAppServices(deps, sessions.store);
  if (config.sessionSecretGenerated && config.NODE_ENV !== 'test') {
    logger.warn('SESSION_SECRET is not set: using a random one, so sign-ins end when this process restarts');
  }

  app.on('error', (err: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    // A visitor who leaves mid-download (a photo, a page) is not a fault of ours.
    if (err?.code === 'ERR_STREAM_PREMATURE_CLOSE' || err?.code === 'ECONNRESET') return;
    (ctx?.state?.log ?? logger).error({ err }, 'unhandled error');
  });
  app.use(healthEndpoints(deps.knex));
  app.use(requestLog(deps.logger));
  app.use(errorHandler());
  app.use(urlGuard());
  app.use(canonicalPaths());
  const staticRoot = deps.staticRoot ?? defaultStaticRoot;
  app.use(securityHeaders(deps.config, deps.frontend ? [] : builtShellScriptHashes(staticRoot)));
  const knownReads = new KnownReads();
  app.use(cachedReadsFirst(knownReads));
  app.use(requestContext());
  app.use(compress({ threshold: COMPRESSION_THRESHOLD_BYTES }));
  app.use(jsonEtag());
  app.use(uploadsStatic(resolve(config.UPLOADS_DIR)));
  app.use(requireSameOriginWrites(config.PUBLIC_URL));
  app.use(jsonBodies());
  app.use(sessions.middleware);
  app.use(loadActor());

  const routers = apiRouters(deps.config);
  for (const router of routers) app.use(router.routes());
  app.use(apiFallback(routers));
  if (deps.frontend) app.use(deps.frontend);
  else {
    const render = deps.serverRender === false ? undefined : serverRenderer(staticRoot, app);
    app.use(pwaStatic(staticRoot, render));
  }
  // Every server and test takes its listener from app.callback(): kept public reads are answered
  // there, before Koa makes a context, as the chain answered them last (kept-reads-in-front.ts).
  const chain = app.callback.bind(app);
  const front = { reads: knownReads, cache: app.context.services.responseCache, logger };
  app.callback = () => keptReadsInFront(chain(), front);
  return app;
}
