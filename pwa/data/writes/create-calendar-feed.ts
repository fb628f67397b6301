/**
 * POST /api/my/calendar-feed: make (or replace) the user's private calendar address. Online only,
 * never through the outbox: the answer is the address, shown once and kept nowhere, so there is
 * nothing a later send could give back.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '../../../domain/calendar-feeds/calendar-feed-schema.ts';
import { apiWrite } from '../http/api-client.ts';
import { queryKeys } from '../queries/query-keys.ts';

const createdSchema = () =>
  import('../../../domain/calendar-feeds/calendar-feed-schema.ts').then((m) => m.calendarFeedCreatedSchema);

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiWrite('POST', '/api/my/calendar-feed', undefined, createdSchema),
    onSuccess: (created) =>
      queryClient.setQueryData<CalendarFeedStatus>(queryKeys.my.calendarFeed, {
        exists: true,
        createdAt: created.createdAt,
      }),
  });
}
