/** schema.org structured data for the blog list and its posts (search engines read it from PageHead). */

import type { BlogPost } from '../../data/queries/get-blog-post.ts';
import type { BlogPostSummary } from '../../data/queries/get-blog-posts.ts';
import { siteOrigin } from '../../lib/render-environment.ts';

const SITE = 'Devon Dog Beaches';
const absolute = (path: string) => new URL(path, siteOrigin()).toString();

/** The team signs most guides; a person's name is a Person. */
const authorLd = (name: string | null) =>
  !name || /team|devon dog beaches/i.test(name)
    ? { '@type': 'Organization', name: name ?? SITE }
    : { '@type': 'Person', name };

function postingLd(post: BlogPostSummary) {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    url: absolute(`/blog/${post.slug}`),
    ...(post.excerpt && { description: post.excerpt }),
    ...(post.publishedAt && { datePublished: post.publishedAt }),
    ...(post.featuredImage && { image: absolute(post.featuredImage) }),
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
    author: authorLd(post.author),
  };
}

export function blogLd(posts: BlogPostSummary[], description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${SITE} Blog`,
    url: absolute('/blog'),
    description,
    publisher: { '@type': 'Organization', name: SITE },
    blogPost: posts.map(postingLd),
  };
}

export function blogPostLd(post: BlogPost) {
  return [
    {
      '@context': 'https://schema.org',
      ...postingLd(post),
      mainEntityOfPage: absolute(`/blog/${post.slug}`),
      ...(post.updatedAt && { dateModified: post.updatedAt }),
      publisher: { '@type': 'Organization', name: SITE },
    },
    breadcrumbLd([
      ['Home', '/'],
      ['Blog', '/blog'],
      [post.title, `/blog/${post.slug}`],
    ]),
  ];
}

export function breadcrumbLd(trail: [name: string, path: string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: absolute(path),
    })),
  };
}
