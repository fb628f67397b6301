/** GET /api/blog: the published guides, newest first (spec §7). */
import { queryOptions } from '@tanstack/react-query';
import type { BlogPostSummary } from '../../../domain/blog-post-schema.ts';
import { apiGet } from '../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { readBlogList } from '../../offline/mirror-reads.ts';
import { mirrorFirst } from '../../offline/read-through.ts';

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
