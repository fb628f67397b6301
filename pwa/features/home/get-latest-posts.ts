/**
 * The home page's latest posts: the blog page's list query itself, so the two share one cache
 * entry, one request and one offline answer.
 */
import type { BlogPostSummary } from '../../../domain/blog/blog-post-schema.ts';
import { blogPostsQuery } from '../../data/queries/blog-posts-query.ts';

export type PostSummary = BlogPostSummary;

export const latestPostsQuery = blogPostsQuery;
