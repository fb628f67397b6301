/** The blog as visitors read it: published posts only (drafts are for the admin area). */
import type { Knex } from 'knex';
import { BlogPost } from '../models/BlogPost.ts';

/** Newest first, the later id first among posts published at the same instant. */
export function listPublishedPosts(knex: Knex) {
  return BlogPost.query(knex)
    .modify('published')
    .orderBy([
      { column: 'publishedAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}

export function findPublishedPost(knex: Knex, slug: string) {
  return BlogPost.query(knex).modify('published').where({ slug }).first();
}
