/** GET /api/blog/{slug}: one published guide with its HTML content (spec §7). */
import { queryOptions } from '@tanstack/react-query';
import type { BlogPost } from '../../../domain/blog/blog-post-schema.ts';
import { apiGet } from '../http/api-client.ts';
import { readBlogPost } from '../mirror/mirror-reads.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { mirrorFirst } from './read-through.ts';

export type { BlogPost };

export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.blog.post(slug),
    queryFn: () =>
      mirrorFirst(
        (db) => readBlogPost(db, slug),
        () => apiGet<BlogPost>(`/api/blog/${encodeURIComponent(slug)}`),
      ),
    ...QUERY_TIMINGS.blog,
  });
