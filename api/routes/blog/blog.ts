import { notFound } from '../../errors.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { cachedPerDataVersion } from '../../middleware/cached-per-data-version.ts';
import { BlogPost } from '../../models/BlogPost.ts';
import { presentBlogPost, presentBlogSummary } from '../../presenters/blog.ts';
import { apiRouter } from '../api-router.ts';

export const blogRouter = apiRouter('/api/blog');

/** Published posts only, newest first. Drafts are for the admin area. */
blogRouter.get('/', cacheControl('publicList'), cachedPerDataVersion(), async (ctx) => {
  const posts = await BlogPost.query()
    .modify('published')
    .orderBy([
      { column: 'publishedAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  ctx.body = posts.map(presentBlogSummary);
});

blogRouter.get('/:slug', cacheControl('publicList'), cachedPerDataVersion(), async (ctx) => {
  const post = await BlogPost.query().modify('published').where({ slug: ctx.params.slug }).first();
  if (!post) throw notFound('Blog post not found');
  ctx.body = presentBlogPost(post);
});
