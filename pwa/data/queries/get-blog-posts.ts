/** GET /api/blog: the published guides, newest first (spec §7); the home page's latest posts share it. */
import { useQuery } from '@tanstack/react-query';
import type { BlogPostSummary } from '../../../domain/blog/blog-post-schema.ts';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type { BlogPostSummary };

export const blogPostsQuery = () =>
  defineQuery({
    key: queryKeys.blog.list,
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readBlogList(db),
    failure: 'Failed to fetch blog posts',
    remote: () => apiGet('/api/blog', publicSchema('blogPosts')),
    ...QUERY_TIMINGS.blog,
  });

export const useBlogPosts = () => useQuery(blogPostsQuery());
