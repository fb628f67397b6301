/**
 * zod compiles object parsers with `new Function` when it may, and probes whether it may by
 * calling it once. Our CSP allows no 'unsafe-eval', so the probe is blocked and reported as a
 * violation on every page that validates a form. jitless turns both the probe and the
 * compiled path off; parsing stays correct, only a little slower, which forms never notice.
 * Imported first by main.tsx, before any schema parses.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
