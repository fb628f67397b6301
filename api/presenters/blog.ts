import type { BlogPost as BlogPostResponse, BlogPostSummary } from '../../domain/blog/blog-post-schema.ts';
import type { BlogPost } from '../models/BlogPost.ts';
import { toIso } from './values.ts';

export function presentBlogSummary(post: BlogPost): BlogPostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    author: post.author,
    featuredImage: post.featuredImage,
    tags: post.tags ?? [],
    isPublished: post.isPublished,
    publishedAt: toIso(post.publishedAt),
  };
}

export function presentBlogPost(post: BlogPost): BlogPostResponse {
  return { ...presentBlogSummary(post), content: post.content, updatedAt: toIso(post.updatedAt) };
}
