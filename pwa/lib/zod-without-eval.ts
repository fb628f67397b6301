/**
 * zod compiles object parsers with `new Function` when it may, and probes whether it may by
 * calling it once. Our CSP allows no 'unsafe-eval', so the probe is blocked and reported as a
 * violation on every page that validates a form. jitless turns both the probe and the
 * compiled path off; parsing stays correct, only a little slower, which forms never notice.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core/core.js adopts the
 * object it finds there), so the setting is made without importing zod: importing
 * `zod/v4/core` here put 11 KB of zod into the first visit's entry chunk, which needs no
 * schema. Imported first by start-app.tsx, before any schema parses; right either way round.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
