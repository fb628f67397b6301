/** GET /api/blog: the published guides, newest first (spec §7). */
import { queryOptions } from '@tanstack/react-query';
import type { BlogPostSummary } from '../../../domain/blog/blog-post-schema.ts';
import { apiGet } from '../http/api-client.ts';
import { readBlogList } from '../mirror/mirror-reads.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { mirrorFirst } from './read-through.ts';

export type { BlogPostSummary };

export async function fetchBlogPosts(): Promise<BlogPostSummary[]> {
  try {
    return await mirrorFirst(readBlogList, () => apiGet<BlogPostSummary[]>('/api/blog'));
  } catch (error) {
    throw new Error('Failed to fetch blog posts', { cause: error });
  }
}

export const blogPostsQuery = () =>
  queryOptions({
    queryKey: queryKeys.blog.list,
    queryFn: fetchBlogPosts,
    ...QUERY_TIMINGS.blog,
  });
