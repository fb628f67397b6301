/** Blog posts as the API returns them: summaries in the list, the full post by slug. */
import { z } from 'zod';

/** GET /api/blog: published posts, newest first. */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  author: z.string().nullable(),
  featuredImage: z.string().nullable(),
  tags: z.array(z.string()),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
});

/** GET /api/blog/{slug}. */
export const blogPostSchema = blogPostSummarySchema.extend({
  /** HTML written by the editors; always sanitised before it is rendered. */
  content: z.string(),
  updatedAt: z.string(),
});

export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
