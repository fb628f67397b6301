/**
 * The listing's page of beaches. A page past the end of the list (`/beaches?page=99` from an old
 * link, or a list that shrank) answers with the last page instead, its own number in `page`,
 * so the page shows real beaches and moves the address there (listing-page.tsx). The server's
 * render uses this query too, so its HTML already shows the last page.
 */
import { type QueryFunction, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { Beach } from '../../../domain/beaches/beach.ts';
import type { Page } from '../../../domain/beaches/listing.ts';
import { londonIsoDate } from '../../../domain/clock/london-time.ts';
import { beachesPageQuery } from './get-beaches-page.ts';
import { queryKeys } from './query-keys.ts';

/** The number of the last page of a list (1 for an empty one). */
export const lastPageOf = ({ total, pageSize }: Pick<Page<unknown>, 'total' | 'pageSize'>) =>
  Math.max(1, Math.ceil(total / pageSize));

/** True for an answer to a page beyond the last one of a list that has beaches. */
export const isPastTheEnd = (answer: Page<unknown>) => answer.total > 0 && answer.page > lastPageOf(answer);

export const listingPageQuery = (search: URLSearchParams) => {
  const requested = beachesPageQuery(search);
  const read = requested.queryFn as QueryFunction<Page<Beach>, QueryKey>;
  return queryOptions({
    ...requested,
    // "Dogs allowed today" answers for a day: a page left open past midnight asks again. With a
    // planned moment (`at`) it answers for that moment, whatever the day.
    queryKey:
      search.has('dogsToday') && !search.get('at')
        ? queryKeys.beaches.page(`${search}#${londonIsoDate(new Date())}`)
        : requested.queryKey,
    queryFn: async (context) => {
      const answer = await read(context);
      if (!isPastTheEnd(answer)) return answer;
      const last = new URLSearchParams(search);
      last.set('page', String(lastPageOf(answer)));
      // Kept under the last page's own key too: when the address moves there it is already known.
      return context.client.fetchQuery(beachesPageQuery(last));
    },
  });
};
