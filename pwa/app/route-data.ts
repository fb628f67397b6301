/**
 * What each page's first view needs, as TanStack queries, and the React Router loaders that put
 * them in the query cache before the page renders. On the server the page is rendered with
 * them (server-render.tsx); in the browser a navigation asks for them while the page's code
 * loads, from the phone's mirror when it has them. The page itself still reads them with
 * `useQuery`, so server, hydration and client navigation share one code path.
 *
 * A loader never fails: a query that cannot be answered leaves the page to show its own
 * error or "needs a connection" state, as it would without a loader.
 */
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { blogPostQuery } from '../features/blog/blog-post-query.ts';
import { blogPostsQuery } from '../features/blog/blog-posts-query.ts';
import { allBeachesQuery, beachesPageQuery, beachQuery } from '../lib/beaches-api.ts';
import { listingApiParams } from '../lib/listing-params.ts';
import { isServer } from '../lib/render-environment.ts';

// biome-ignore lint/suspicious/noExplicitAny: queries of every data type share one list
type PageQueries = (args: LoaderFunctionArgs) => FetchQueryOptions<any, any, any, any>[];

/**
 * In the browser a navigation waits this long at most for its data; past it, the page opens
 * with its own loading state rather than leaving the previous page up with no sign of life.
 */
const BROWSER_WAIT_MS = 2_500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const pageQueries = {
  directory: () => [allBeachesQuery()],
  listing: ({ request }) => [beachesPageQuery(listingApiParams(new URL(request.url).searchParams))],
  beach: ({ params }) => [beachQuery(params.identifier ?? '')],
  blogList: () => [blogPostsQuery()],
  blogPost: ({ params }) => [blogPostQuery(params.slug ?? '')],
} satisfies Record<string, PageQueries>;

/** A route loader that fills `queryClient` with what the page's first view reads. */
export function loadInto(queryClient: QueryClient, queries: PageQueries) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const loading = Promise.all(
      queries(args).map((query) => queryClient.ensureQueryData(query).catch(() => undefined)),
    );
    await (isServer ? loading : Promise.race([loading, wait(BROWSER_WAIT_MS)]));
    return null;
  };
}
