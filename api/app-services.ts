/**
 * What routes reach through `ctx.services`: the pieces of the app built once from its config
 * (mail, photo storage, rate limits, sessions, OpenID Connect), so that tests can build two
 * apps on one database, each with its own outbox and upload folder.
 */
import type { Knex } from 'knex';
import type { AppDeps } from './app.ts';
import { type Config, oidcEnabled, photoBucket } from './config.ts';
import { createMailQueue, type MailQueue, mailerWithQueue } from './jobs/mail-queue.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { RateLimiter } from './middleware/rate-limit.ts';
import type { PostgresSessionStore } from './middleware/session-store.ts';
import { composeAccountMail } from './services/accounts.ts';
import { composeDogRuleReportMail } from './services/dog-rule-report-mail.ts';
import { OidcService } from './services/oidc.ts';
import { MemoryRateLimitStore, PostgresRateLimitStore } from './services/rate-limit-store.ts';
import { composeReminderMail } from './services/reminder-digests.ts';
import { DEFAULT_RESPONSE_CACHE_LIMITS, MEGABYTE, ResponseCache } from './services/response-cache.ts';
import { LocalPhotoStorage } from './storage/local-photo-storage.ts';
import type { PhotoStorage } from './storage/photo-storage.ts';
import { S3PhotoStorage } from './storage/s3-photo-storage.ts';

export interface AppServices {
  config: Config;
  /** Its idle() also sends what the mail queue holds (tests read the outbox after it). */
  mailer: Mailer;
  /** Mail waiting in the database; start() it where the app serves requests. */
  mailQueue: MailQueue;
  photoStorage: PhotoStorage;
  rateLimiter: RateLimiter;
  sessionStore: PostgresSessionStore;
  /** null unless OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set. */
  oidc: OidcService | null;
  /** Public answers kept per data version (middleware/cached-per-data-version.ts). */
  responseCache: ResponseCache;
}

declare module 'koa' {
  interface DefaultContext {
    services: AppServices;
    /** The database, set by createApp: what a route hands the services it calls. */
    knex: Knex;
  }
}

/** The services for one app: injected ones (tests) or the ones its config describes. */
export function buildAppServices(deps: AppDeps, sessionStore: PostgresSessionStore): AppServices {
  const { config, knex, logger } = deps;
  const rateLimitStore =
    deps.rateLimitStore ??
    (config.RATE_LIMIT_STORE === 'memory' ? new MemoryRateLimitStore() : new PostgresRateLimitStore(knex));
  const transport = deps.mailer ?? createMailer(config, logger);
  const mailQueue = createMailQueue({
    knex,
    logger,
    mailer: transport,
    compose: (job) => {
      if (job.kind === 'dog-rule-report') return composeDogRuleReportMail(knex, job, config);
      if (job.kind === 'reminder-digest') return composeReminderMail(knex, job, config);
      return composeAccountMail(knex, job, config);
    },
  });
  return {
    config,
    mailer: mailerWithQueue(transport, mailQueue),
    mailQueue,
    photoStorage: deps.photoStorage ?? photoStorageFor(config),
    rateLimiter: { store: rateLimitStore, scale: config.RATE_LIMIT_SCALE },
    sessionStore,
    oidc: oidcEnabled(config) ? new OidcService(config) : null,
    responseCache: new ResponseCache(knex, {
      ...DEFAULT_RESPONSE_CACHE_LIMITS,
      maxBytes: config.RESPONSE_CACHE_MB * MEGABYTE,
    }),
  };
}

/** An S3-compatible bucket when S3_BUCKET is set, otherwise UPLOADS_DIR on local disk. */
function photoStorageFor(config: Config): PhotoStorage {
  const bucket = photoBucket(config);
  return bucket ? new S3PhotoStorage(bucket) : new LocalPhotoStorage(config.UPLOADS_DIR);
}
