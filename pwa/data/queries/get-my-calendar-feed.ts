/** GET /api/my/calendar-feed — whether the user has a private calendar address, and since when. */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../http/api-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

/** The schema (and zod with it) is loaded only when the question is asked. */
const statusSchema = () =>
  import('../../../domain/calendar-feeds/calendar-feed-schema.ts').then((m) => m.calendarFeedStatusSchema);

/** Online only: the answer is a fact about the server's table, and nothing to read offline. */
const myCalendarFeedQuery = () =>
  defineQuery({
    key: queryKeys.my.calendarFeed,
    policy: 'online-only',
    remote: () => apiGet('/api/my/calendar-feed', statusSchema),
    staleTime: 30_000,
  });

export const useMyCalendarFeed = (enabled: boolean) => useQuery({ ...myCalendarFeedQuery(), enabled });
