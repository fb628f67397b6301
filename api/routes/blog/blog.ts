import { notFound } from '../../errors.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { cachedPerDataVersion } from '../../middleware/cached-per-data-version.ts';
import { presentBlogPost, presentBlogSummary } from '../../presenters/blog.ts';
import { findPublishedPost, listPublishedPosts } from '../../services/blog.ts';
import { apiRouter } from '../api-router.ts';

export const blogRouter = apiRouter('/api/blog');

/** Published posts only, newest first. Drafts are for the admin area. */
blogRouter.get('/', cacheControl('publicList'), cachedPerDataVersion(), async (ctx) => {
  ctx.body = (await listPublishedPosts(ctx.knex)).map(presentBlogSummary);
});

blogRouter.get('/:slug', cacheControl('publicList'), cachedPerDataVersion(), async (ctx) => {
  const post = await findPublishedPost(ctx.knex, ctx.params.slug);
  if (!post) throw notFound('Blog post not found');
  ctx.body = presentBlogPost(post);
});
