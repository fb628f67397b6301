/**
 * GET /api/blog for the home page's latest posts: the same key and answer as the blog page's
 * list, so the two share one cache entry (and one request).
 */
import { queryOptions } from '@tanstack/react-query';
import type { BlogPostSummary } from '../../../domain/blog-post-schema.ts';
import { apiGet } from '../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type PostSummary = BlogPostSummary;

export const latestPostsQuery = () =>
  queryOptions({
    queryKey: queryKeys.blog.list,
    queryFn: async () => {
      try {
        return await apiGet<BlogPostSummary[]>('/api/blog');
      } catch (error) {
        throw new Error('Failed to fetch blog posts', { cause: error });
      }
    },
    ...QUERY_TIMINGS.blog,
  });
