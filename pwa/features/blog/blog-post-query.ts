/** GET /api/blog/{slug}: one published guide with its HTML content (spec §7). */
import { queryOptions } from '@tanstack/react-query';
import type { BlogPost } from '../../../domain/blog-post-schema.ts';
import { apiGet } from '../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { readBlogPost } from '../../offline/mirror-reads.ts';
import { mirrorFirst } from '../../offline/read-through.ts';

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
