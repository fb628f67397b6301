/**
 * Unsubscribing from reminder emails without signing in (issue #31 item 5). The link in every
 * reminder, and its List-Unsubscribe header, is /reminders/unsubscribe?token=…:
 *
 * - GET shows a page that asks, with a button: opening a link must not unsubscribe, since mail
 *   scanners open every link (RFC 8058).
 * - POST stops the emails; a mail app's one-click POST (RFC 8058: a form body
 *   "List-Unsubscribe=One-Click", from no page of ours) and the page's button both land here,
 *   which is why the link is outside /api/, whose CSRF rule takes only JSON bodies. The token is
 *   the whole authority, so no cookie is involved to forge. POST /api/reminders/unsubscribe is the
 *   same for JSON clients. Repeating it answers the same; a token we did not make is a 400.
 */
import type { Context } from 'koa';
import { unsubscribeQuerySchema } from '../../../domain/reminders/reminder-schemas.ts';
import { badRequest } from '../../errors.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { stopReminders, userOfUnsubscribeToken } from '../../services/reminder-subscription.ts';
import { parseQuery } from '../../validate.ts';
import { apiRouter } from '../api-router.ts';
import { confirmUnsubscribePage, unsubscribedPage } from './unsubscribe-page.ts';

export const remindersRouter = apiRouter();

const PAGE = '/reminders/unsubscribe';

/** The user the link was made for; a 400 for anything else. */
function userOfLink(ctx: Context): { userId: number; token: string } {
  const { token } = parseQuery(ctx, unsubscribeQuerySchema);
  const userId = userOfUnsubscribeToken(ctx.services.config.SESSION_SECRET, token);
  if (userId === null) {
    throw badRequest('This unsubscribe link is not one of ours: use the link in your latest reminder email');
  }
  return { userId, token };
}

remindersRouter.get(PAGE, cacheControl('private'), (ctx) => {
  const { token } = userOfLink(ctx);
  ctx.type = 'html';
  ctx.body = confirmUnsubscribePage(`${PAGE}?token=${encodeURIComponent(token)}`);
});

async function unsubscribe(ctx: Context) {
  const { userId } = userOfLink(ctx);
  await stopReminders(ctx.knex, userId);
  ctx.set('Cache-Control', 'no-store');
  if (ctx.accepts('json', 'html') === 'html') {
    ctx.type = 'html';
    ctx.body = unsubscribedPage();
  } else ctx.body = { unsubscribed: true };
}

remindersRouter.post(PAGE, unsubscribe);
remindersRouter.post('/api/reminders/unsubscribe', unsubscribe);
