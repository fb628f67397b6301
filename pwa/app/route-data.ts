/**
 * What each page's first view needs, as TanStack queries, and the React Router loaders that put
 * them in the query cache before the page renders. On the server the page is rendered with
 * them (server-render.tsx); in the browser a navigation asks for them while the page's code
 * loads, from the phone's mirror when it has them. The page itself still reads them with
 * `useQuery`, so server, hydration and client navigation share one code path.
 *
 * A loader never fails (`prefetchQuery` does not throw): a query that cannot be answered
 * leaves the page to show its own error or "needs a connection" state, as without a loader.
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

export const pageQueries = {
  directory: () => [allBeachesQuery()],
  listing: ({ request }) => [beachesPageQuery(listingApiParams(new URL(request.url).searchParams))],
  beach: ({ params }) => [beachQuery(params.identifier ?? '')],
  blogList: () => [blogPostsQuery()],
  blogPost: ({ params }) => [blogPostQuery(params.slug ?? '')],
} satisfies Record<string, PageQueries>;

/**
 * A route loader that fills `queryClient` with what the page's first view reads. The server
 * waits for it (the HTML carries it); the browser only starts it, in parallel with loading the
 * page's code, and the page shows its own loading state should the data be slower.
 */
export function loadInto(queryClient: QueryClient, queries: PageQueries) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const loading = queries(args).map((query) => queryClient.prefetchQuery(query));
    if (isServer) await Promise.all(loading);
    return null;
  };
}
