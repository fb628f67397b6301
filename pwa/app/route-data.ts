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
import { isServer } from '../lib/render-environment.ts';

// biome-ignore lint/suspicious/noExplicitAny: queries of every data type share one list
type AnyQuery = FetchQueryOptions<any, any, any, any>;
type PageQueries = (args: LoaderFunctionArgs, client: QueryClient) => Promise<AnyQuery[]>;

// The query modules load with the page that needs them, not with the app's entry: the
// listing's parser alone brings zod (~20 KB) that the home page does not need.
export const pageQueries = {
  home: async () => {
    const [{ featuredBeachesQuery }, { blogPostsQuery }] = await Promise.all([
      import('../data/queries/get-featured-beaches.ts'),
      import('../data/queries/get-blog-posts.ts'),
    ]);
    return [featuredBeachesQuery(), blogPostsQuery()];
  },
  directory: async () => [(await import('../data/queries/get-all-beaches.ts')).allBeachesQuery()],
  // A page past the end answers with the last page, so the server's HTML shows it.
  listing: async ({ request }) => {
    const [{ listingPageQuery }, { listingApiParams }] = await Promise.all([
      import('../data/queries/listing-page-query.ts'),
      import('../lib/listing-params.ts'),
    ]);
    return [listingPageQuery(listingApiParams(new URL(request.url).searchParams))];
  },
  // Its walks are in the server's HTML too, as its Dog Walks tab is a link that works before the
  // app has started (beach-tabs.tsx): asked once the beach, and so its id, is known.
  beach: async ({ params }, client) => {
    const [{ beachQuery }, { routesQuery }] = await Promise.all([
      import('../data/queries/get-beach.ts'),
      import('../data/queries/get-routes.ts'),
    ]);
    const beach = beachQuery(params.identifier ?? '');
    if (!isServer) return [beach];
    const found = await client.fetchQuery(beach).catch(() => null);
    return found ? [beach, routesQuery(found.id)] : [beach];
  },
  waterQuality: async () => {
    const [{ beachIndexQuery }, { waterQualityQuery }, { waterQualityHistoryQuery }] = await Promise.all([
      import('../data/queries/get-beach-index.ts'),
      import('../data/queries/get-water-quality.ts'),
      import('../data/queries/get-water-quality-history.ts'),
    ]);
    return [beachIndexQuery(), waterQualityQuery(), waterQualityHistoryQuery()];
  },
  blogList: async () => [(await import('../data/queries/get-blog-posts.ts')).blogPostsQuery()],
  blogPost: async ({ params }) => [
    (await import('../data/queries/get-blog-post.ts')).blogPostQuery(params.slug ?? ''),
  ],
} satisfies Record<string, PageQueries>;

/**
 * A route loader that fills `queryClient` with what the page's first view reads. The server
 * waits for it (the HTML carries it); the browser only starts it, in parallel with loading the
 * page's code, and the page shows its own loading state should the data be slower.
 */
export function loadInto(queryClient: QueryClient, queries: PageQueries) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const loading = queries(args, queryClient).then((list) =>
      Promise.all(list.map((q) => queryClient.prefetchQuery(q))),
    );
    if (isServer) await loading;
    else void loading.catch(() => undefined);
    return null;
  };
}
