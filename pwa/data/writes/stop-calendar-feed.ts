/**
 * DELETE /api/my/calendar-feed: stop the user's private calendar address; from then on it answers
 * 404 and calendars subscribed to it get nothing more. Online only, like making one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '../../../domain/calendar-feeds/calendar-feed-schema.ts';
import { apiRequest } from '../http/api-client.ts';
import { queryKeys } from '../queries/query-keys.ts';

export function useStopCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/my/calendar-feed'),
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedStatus>(queryKeys.my.calendarFeed, {
        exists: false,
        createdAt: null,
      }),
  });
}
