/** GET /api/blog/{slug}: one published guide with its HTML content (spec §7). */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../lib/query-client.ts';
import type { BlogPostSummary } from './blog-posts-query.ts';

export interface BlogPost extends BlogPostSummary {
  /** HTML written by the editors; always sanitised before it is rendered. */
  content: string;
  updatedAt: string | null;
}

export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: () => apiGet<BlogPost>(`/api/blog/${encodeURIComponent(slug)}`),
    ...QUERY_TIMINGS.blog,
  });
