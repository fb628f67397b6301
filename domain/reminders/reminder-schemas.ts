/**
 * What the reminder endpoints take and give (issue #31 item 5): the unsubscribe link's token, a
 * phone's Web Push subscription as PushSubscription.toJSON() gives it, and the server's push key.
 */
import { z } from 'zod';

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/** ?token=<user id>.<43 characters of HMAC> from a reminder email. */
export const unsubscribeQuerySchema = z.object({
  token: z.string().regex(/^[1-9]\d{0,9}\.[A-Za-z0-9_-]{43}$/, 'This unsubscribe link is not complete'),
});

/** A push service's address: https only, as every browser's is. */
const endpointSchema = z.url({ protocol: /^https$/ }).max(2000);

export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: endpointSchema });

/** GET /api/push/config: the key a phone subscribes with. */
export const pushConfigSchema = z.object({ publicKey: z.string() });
