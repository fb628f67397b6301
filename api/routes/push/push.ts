/**
 * Reminders as Web Push notifications (issue #31 item 5): the server's public key, and the
 * signed-in user's phones. With no VAPID keys configured push is off: the key is a 404 (the phone
 * then does not offer it) and so is subscribing; forgetting a phone still works.
 */
import { pushEndpointSchema, pushSubscriptionSchema } from '../../../domain/reminders/reminder-schemas.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { deletePushSubscription, savePushSubscription } from '../../services/push-subscriptions.ts';
import { parseQuery } from '../../validate.ts';
import { parseBody } from '../../validate-body.ts';
import { webPushKeys } from '../../web-push-config.ts';
import { apiRouter } from '../api-router.ts';

const PUSH_OFF = 'Reminders on phones are not set up on this server';

export function pushRouter(config: Config) {
  const router = apiRouter();
  const keys = webPushKeys(config);

  router.get('/api/push/config', cacheControl('config'), (ctx) => {
    if (!keys) throw notFound(PUSH_OFF);
    ctx.body = { publicKey: keys.publicKey };
  });

  /** Saves this phone's subscription; sending it again changes nothing. */
  router.post('/api/my/push-subscriptions', requireUser(), cacheControl('private'), async (ctx) => {
    if (!keys) throw notFound(PUSH_OFF);
    const input = parseBody(ctx, pushSubscriptionSchema);
    await savePushSubscription(ctx.knex, signedInUser(ctx).id, input);
    ctx.status = 204;
  });

  /** ?endpoint=… (a DELETE has no body): forgets that phone; forgetting it twice is not an error. */
  router.delete('/api/my/push-subscriptions', requireUser(), cacheControl('private'), async (ctx) => {
    const { endpoint } = parseQuery(ctx, pushEndpointSchema);
    await deletePushSubscription(ctx.knex, signedInUser(ctx).id, endpoint);
    ctx.status = 204;
  });

  return router;
}
