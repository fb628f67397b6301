import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../lib/query-client.ts';

export interface PostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  featuredImage: string | null;
  tags: string[];
  publishedAt: string | null;
}

export const latestPostsQuery = () =>
  queryOptions({
    queryKey: ['blog'],
    queryFn: async () => {
      try {
        return await apiGet<PostSummary[]>('/api/blog');
      } catch (error) {
        throw new Error('Failed to fetch blog posts', { cause: error });
      }
    },
    ...QUERY_TIMINGS.blog,
  });
