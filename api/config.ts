/**
 * Every setting comes from the environment, parsed once here with working defaults for a
 * fresh machine. `.env.example` lists them all.
 */
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = z.preprocess(emptyToUndefined, z.string().optional());

export const configSchema = z.object({
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
  GOOGLE_MAPS_API_KEY: optional,
  GA_MEASUREMENT_ID: optional,
  /** HMAC secret for captcha challenges; required when more than one API process runs. */
  ALTCHA_HMAC_KEY: optional,
  /** Where `npm start` builds and serves the PWA from. */
  PWA_OUT_DIR: z.string().default('dist'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Config = z.infer<typeof configSchema> & { PUBLIC_URL: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const config = result.data;
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}

/** The origin of the map tile server, which the CSP must allow. */
export function tileOrigin(config: Pick<Config, 'MAP_TILE_URL'>): string {
  const match = /^(https?:\/\/[^/]+)/.exec(config.MAP_TILE_URL.replace(/\{s\}\./, 'a.'));
  const origin = match?.[1] ?? '';
  // Tile URLs with subdomain templates ({s}.tile…) are allowed as a wildcard.
  return config.MAP_TILE_URL.includes('{s}.') ? origin.replace(/\/\/a\./, '//*.') : origin;
}
