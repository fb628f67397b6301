/**
 * Every setting comes from the environment, parsed once here with working defaults for a
 * fresh machine. `.env.example` lists them all.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { proxyTrust, proxyTrustProblem, proxyTrustSchema } from './middleware/proxy-trust-settings.ts';
import { DEFAULT_RESPONSE_CACHE_LIMITS, MEGABYTE } from './services/response-cache.ts';
import { webPushProblem, webPushSchema } from './web-push-config.ts';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = z.preprocess(emptyToUndefined, z.string().optional());

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//)
      .optional(),
  ),
  PGLITE_DIR: z.string().default('var/pglite'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  /**
   * true: the beach page offers "Save map for offline", which downloads the tiles around a beach.
   * Only for a tile server the operator may bulk-download from (see osmTileServer below).
   */
  MAP_TILE_PREFETCH: z
    .preprocess(emptyToUndefined, z.enum(['0', '1', 'false', 'true']).default('false'))
    .transform((v) => v === '1' || v === 'true'),
  GOOGLE_MAPS_API_KEY: optional,
  GA_MEASUREMENT_ID: optional,
  /** HMAC secret for captcha challenges; required when more than one API process runs. */
  ALTCHA_HMAC_KEY: optional,
  /** Where `npm start` builds and serves the PWA from. */
  PWA_OUT_DIR: z.string().default('dist'),
  /** Environment Agency bathing-water API, the water-quality importer's source. */
  EA_BWQ_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://environment.data.gov.uk')),
  /** Storm-overflow feeds (ArcGIS layer URLs, comma-separated); unset: not checked. */
  STORM_OVERFLOW_URL: optional,
  /** Run the water-quality import inside the server this often ("30m", "6h", "1d"); unset: never. */
  WATER_QUALITY_REFRESH: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[1-9]\d*(m|h|d)$/, 'use e.g. 30m, 6h or 1d')
      .optional(),
  ),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Signs the session cookies; required in production, where every process must share it. */
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ),
  /**
   * The first admin, made on a start with no admin at all; without ADMIN_PASSWORD a password is
   * generated and printed once. Ignored once any admin exists (npm run admin:create adds more).
   */
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  ),
  /** Run the retention job (old contact messages and analytics events) this often; "0" never. */
  RETENTION_JOB_INTERVAL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(0|[1-9]\d*(m|h|d))$/, 'use e.g. 6h or 1d, or 0 for never')
      .default('1d'),
  ),
  /** smtp(s)://user:pass@host:port; unset writes each message to MAIL_DIR instead. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Devon Dog Beaches <no-reply@devondogbeaches.local>'),
  /** The file outbox used when SMTP_URL is unset. */
  MAIL_DIR: z.string().default('var/mail'),
  /** Where community photos are stored (served at /uploads/...) when S3_BUCKET is not set. */
  UPLOADS_DIR: z.string().default('var/uploads'),
  /** Photos in an S3-compatible bucket instead of UPLOADS_DIR (photoBucket() below checks the set). */
  S3_BUCKET: optional,
  /** MinIO, Cloudflare R2 or another S3-compatible server; unset: AWS S3. */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** The bucket's public address (a CDN, R2 custom domain); unset: the app serves /uploads/… itself. */
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** A real OpenID Connect sign-in at /api/login when all three are set. */
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url().optional()),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_SCOPES: z.string().default('openid email profile'),
  ...webPushSchema,
  /** Where rate-limit counters live: the database (shared by every process) or this process. */
  RATE_LIMIT_STORE: z.enum(['postgres', 'memory']).default('postgres'),
  /** Megabytes of answers kept serialized and compressed per process (services/response-cache.ts). */
  RESPONSE_CACHE_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(4096)
    .default(DEFAULT_RESPONSE_CACHE_LIMITS.maxBytes / MEGABYTE),
  /** Multiplies every rate limit (tests use a large value; 0.5 halves them). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  ...proxyTrustSchema,
  /** 1: let production run over plain http (a trial); session cookies are then not Secure. */
  ALLOW_INSECURE_HTTP: z
    .preprocess(emptyToUndefined, z.enum(['0', '1', 'false', 'true']).default('0'))
    .transform((v) => v === '1' || v === 'true'),
  /**
   * true: mount /api/test-hooks, which lets end-to-end tests change data on the running server
   * with no sign-in. For test servers only: refused in production.
   */
  E2E_TEST_HOOKS: z
    .preprocess(emptyToUndefined, z.enum(['0', '1', 'false', 'true']).default('false'))
    .transform((v) => v === '1' || v === 'true'),
});

export type Config = z.infer<typeof configSchema> & {
  PUBLIC_URL: string;
  SESSION_SECRET: string;
  TRUST_PROXY: number;
  TRUSTED_PROXIES: string[];
  /** True when no SESSION_SECRET was given and a random one was made for this process. */
  sessionSecretGenerated: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const config = result.data;
  if (config.NODE_ENV === 'production' && !config.SESSION_SECRET) {
    throw new Error(
      'Invalid configuration:\n  SESSION_SECRET: required in production (openssl rand -hex 32)',
    );
  }
  // Production cookies are Secure: over plain http nobody could ever sign in.
  if (
    config.NODE_ENV === 'production' &&
    !config.PUBLIC_URL?.startsWith('https://') &&
    !config.ALLOW_INSECURE_HTTP
  ) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: must be https://… in production (sign-in cookies are Secure); set ALLOW_INSECURE_HTTP=1 to run a trial over http',
    );
  }
  // Refused rather than quietly switched off: the operator asked for something OpenStreetMap's tile
  // policy forbids (bulk downloading, "including for offline usage"), and a server that starts
  // without the button they asked for would leave them guessing why.
  if (config.MAP_TILE_PREFETCH && osmTileServer(config.MAP_TILE_URL)) {
    throw new Error(
      "Invalid configuration:\n  MAP_TILE_PREFETCH: OpenStreetMap's tile servers forbid downloading tiles for offline use; set MAP_TILE_URL to a tile server that allows it, or leave MAP_TILE_PREFETCH unset",
    );
  }
  // Unauthenticated writes to public data: a production server must never open them.
  if (config.NODE_ENV === 'production' && config.E2E_TEST_HOOKS) {
    throw new Error(
      'Invalid configuration:\n  E2E_TEST_HOOKS: test hooks let anyone change data; they are for end-to-end test servers only, never NODE_ENV=production',
    );
  }
  const bucketProblem = photoBucketProblem(config);
  if (bucketProblem) throw new Error(`Invalid configuration:\n  ${bucketProblem}`);
  const pushProblem = webPushProblem(config);
  if (pushProblem) throw new Error(`Invalid configuration:\n  ${pushProblem}`);
  const proxyProblem = proxyTrustProblem(config);
  if (proxyProblem) throw new Error(`Invalid configuration:\n  ${proxyProblem}`);
  return {
    ...config,
    S3_PUBLIC_URL: config.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    SESSION_SECRET: config.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    ...proxyTrust(config),
    sessionSecretGenerated: !config.SESSION_SECRET,
  };
}

type BucketSettings = Pick<
  Config,
  | 'NODE_ENV'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
>;

/** What is wrong with the S3_* settings taken together, as "NAME: why", or null. */
function photoBucketProblem(config: BucketSettings): string | null {
  const given = (
    ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const
  ).filter((name) => config[name] !== undefined);
  if (!config.S3_BUCKET) {
    // Photos would quietly go to local disk while the operator thinks they are in a bucket.
    return given.length
      ? `S3_BUCKET: not set, so photos are stored in UPLOADS_DIR and ${given.join(', ')} would be ignored; set S3_BUCKET or remove them`
      : null;
  }
  if (!config.S3_ENDPOINT && !config.S3_REGION) {
    return "S3_REGION: required for AWS S3 (the bucket's region, e.g. eu-west-2); for MinIO or R2 set S3_ENDPOINT";
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    return `${config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`;
  }
  // Without keys the SDK looks for AWS credentials (an instance role), which MinIO and R2 never have.
  if (config.S3_ENDPOINT && !config.S3_ACCESS_KEY_ID) {
    return 'S3_ACCESS_KEY_ID: required with S3_ENDPOINT (with S3_SECRET_ACCESS_KEY): MinIO and R2 need an access key';
  }
  // Pages are https in production, and browsers refuse http images on them.
  if (config.NODE_ENV === 'production' && config.S3_PUBLIC_URL?.startsWith('http:')) {
    return 'S3_PUBLIC_URL: must be https://… in production (browsers block http images on https pages)';
  }
  return null;
}

/** The photo bucket's settings when S3_BUCKET is set; null: photos on local disk (UPLOADS_DIR). */
export function photoBucket(config: BucketSettings) {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    // MinIO's default region; R2 takes it as an alias of its "auto".
    region: config.S3_REGION ?? 'us-east-1',
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: config.S3_PUBLIC_URL,
  };
}

/** The origin photos are shown from when it is not ours (a public bucket URL), else null. */
export function photoOrigin(config: Pick<Config, 'S3_BUCKET' | 'S3_PUBLIC_URL'>): string | null {
  return config.S3_BUCKET && config.S3_PUBLIC_URL ? new URL(config.S3_PUBLIC_URL).origin : null;
}

/**
 * What every photo URL starts with when photos are shown from a public bucket: S3_PUBLIC_URL with
 * a closing "/", normalised as a browser writes a URL (so the service worker can compare it with
 * the URLs it sees); null when photos are served by the app.
 */
export function photoBaseUrl(config: Pick<Config, 'S3_BUCKET' | 'S3_PUBLIC_URL'>): string | null {
  return config.S3_BUCKET && config.S3_PUBLIC_URL ? new URL(`${config.S3_PUBLIC_URL}/`).href : null;
}

/** True when /api/login should start a real OpenID Connect sign-in. */
export function oidcEnabled(config: Config): boolean {
  return Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);
}

/** The origin of the map tile server, which the CSP must allow. */
export function tileOrigin(config: Pick<Config, 'MAP_TILE_URL'>): string {
  const match = /^(https?:\/\/[^/]+)/.exec(config.MAP_TILE_URL.replace(/\{s\}\./, 'a.'));
  const origin = match?.[1] ?? '';
  // Tile URLs with subdomain templates ({s}.tile…) are allowed as a wildcard.
  return config.MAP_TILE_URL.includes('{s}.') ? origin.replace(/\/\/a\./, '//*.') : origin;
}

/** True for the OpenStreetMap Foundation's own tile servers (tile.openstreetmap.org, {s}.tile.osm.org…). */
function osmTileServer(tileUrl: string): boolean {
  try {
    const host = new URL(tileUrl.replaceAll(/\{[^}]*\}/g, 'a')).hostname;
    return /(^|\.)(openstreetmap\.org|osm\.org)$/.test(host);
  } catch {
    return false;
  }
}

/** Cookies carry Secure in production, unless a trial over plain http was asked for. */
export function secureCookies(config: Pick<Config, 'NODE_ENV' | 'ALLOW_INSECURE_HTTP'>): boolean {
  return config.NODE_ENV === 'production' && !config.ALLOW_INSECURE_HTTP;
}
