/** GET /api/blog/{slug}: one published guide with its HTML content (spec §7). */
import type { BlogPost } from '../../../domain/blog/blog-post-schema.ts';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type { BlogPost };

export const blogPostQuery = (slug: string) =>
  defineQuery({
    key: queryKeys.blog.post(slug),
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readBlogPost(db, slug),
    remote: () => apiGet(`/api/blog/${encodeURIComponent(slug)}`, publicSchema('blogPost')),
    ...QUERY_TIMINGS.blog,
  });
