/** GET /api/blog: the published guides, newest first (spec §7). */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../lib/query-client.ts';

export interface BlogPostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  author: string | null;
  featuredImage: string | null;
  tags: string[];
  isPublished: boolean;
  publishedAt: string | null;
}

export async function fetchBlogPosts(): Promise<BlogPostSummary[]> {
  try {
    return await apiGet<BlogPostSummary[]>('/api/blog');
  } catch (error) {
    throw new Error('Failed to fetch blog posts', { cause: error });
  }
}

export const blogPostsQuery = () =>
  queryOptions({
    queryKey: ['blog', 'list'],
    queryFn: fetchBlogPosts,
    ...QUERY_TIMINGS.blog,
  });
