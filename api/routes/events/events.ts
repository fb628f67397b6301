/**
 * First-party analytics (DESIGN.md): page views and the spec's events, stored for the admin
 * dashboard. Cheap and anonymous: no session needed, always 204, nothing stored for a browser
 * that asks not to be tracked. An event sent again from the outbox with its Idempotency-Key is
 * stored once. Anonymous is not unlimited: each client may send 120 a minute (rate-limit.ts), or
 * one script could fill the table, and the admin's dashboard, with rows of its own.
 */

import type { Context, Next } from 'koa';
import { analyticsEventSchema } from '../../../domain/common/analytics-event.ts';
import { unsupportedMediaType, validationFailed } from '../../errors.ts';
import { zodFieldErrors } from '../../middleware/errors.ts';
import { idempotency } from '../../middleware/idempotency.ts';
import { answerOnce } from '../../middleware/idempotency-write.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { recordAnalyticsEvent } from '../../services/analytics-events.ts';
import { apiRouter } from '../api-router.ts';

export const eventsRouter = apiRouter('/api/events');

/** Do Not Track or Global Privacy Control, whichever the browser sends. */
function optedOut(ctx: Context): boolean {
  return ctx.get('DNT').trim() === '1' || ctx.get('Sec-GPC').trim() === '1';
}

/** A browser that opted out is answered at once: nothing stored, not even its Idempotency-Key. */
async function answerOptedOut(ctx: Context, next: Next) {
  ctx.set('Cache-Control', 'no-store');
  if (optedOut(ctx)) ctx.status = 204;
  else await next();
}

/** Opted-out browsers first (they are not counted), then the per-client limit, then the key. */
const guards = [
  answerOptedOut,
  rateLimit('analyticsEvent'),
  idempotency({ visitorScope: 'shared' }),
] as const;

eventsRouter.post('/', ...guards, async (ctx) => {
  // JSON only (CSRF): a cross-site form post cannot send it without a CORS preflight.
  if (!ctx.is('application/json')) throw unsupportedMediaType('Send the request as application/json');
  const parsed = analyticsEventSchema.safeParse(ctx.request.body ?? {});
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error));
  await answerOnce(ctx, async (trx) => {
    await recordAnalyticsEvent(trx, parsed.data);
    return { status: 204 };
  });
});
