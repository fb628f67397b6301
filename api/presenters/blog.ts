import type { BlogPost } from '../models/BlogPost.ts';
import { toIso } from './values.ts';

export function presentBlogSummary(post: BlogPost) {
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

export function presentBlogPost(post: BlogPost) {
  return { ...presentBlogSummary(post), content: post.content, updatedAt: toIso(post.updatedAt) };
}
