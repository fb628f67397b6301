/** GET /api/push/config: the server's Web Push key, or null when reminders on phones are not set up (a 404). */
import { pushConfigSchema } from '../../../domain/reminders/reminder-schemas.ts';
import { apiGetOrNull } from '../http/api-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

/** Online only: without a connection the phone could not subscribe anyway. Changes only with a deploy. */
export const pushConfigQuery = () =>
  defineQuery({
    key: queryKeys.push.config,
    policy: 'online-only',
    remote: () => apiGetOrNull('/api/push/config', pushConfigSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
