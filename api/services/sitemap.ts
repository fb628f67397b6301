/** What sitemap.xml lists besides the static pages: live beaches and published posts, by slug, with their last change. */
import type { Knex } from 'knex';
import { Beach } from '../models/Beach.ts';
import { BlogPost } from '../models/BlogPost.ts';

export interface IndexedPage {
  slug: string;
  updatedAt: Date;
}

export async function listIndexedPages(
  knex: Knex,
): Promise<{ beaches: IndexedPage[]; posts: IndexedPage[] }> {
  const [beaches, posts] = await Promise.all([
    Beach.query(knex).modify('live').select('slug', 'updatedAt').orderBy('slug'),
    BlogPost.query(knex).modify('published').select('slug', 'updatedAt').orderBy('slug'),
  ]);
  return { beaches, posts };
}
