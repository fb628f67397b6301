import { formatShortDate } from '../../../domain/common/format.ts';
import type { BlogPostSummary } from '../../data/queries/get-blog-posts.ts';

/** The fixed read time of spec §9. */
export const READ_TIME = '5 min read';

/** "Jan 5, 2025", or "Draft" for a post that is not published (spec §4). */
export function postDateLabel(post: Pick<BlogPostSummary, 'isPublished' | 'publishedAt'>): string {
  return post.isPublished && post.publishedAt ? formatShortDate(post.publishedAt) : 'Draft';
}
