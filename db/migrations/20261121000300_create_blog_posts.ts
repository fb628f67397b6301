import type { Knex } from 'knex';
import { timestamps, touchUpdatedAt } from '../schema-helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_posts', (t) => {
    t.increments('id');
    t.text('title').notNullable().checkLength('<=', 200);
    t.text('slug').notNullable().unique().checkRegex('^[a-z0-9]+(-[a-z0-9]+)*$');
    t.text('content').notNullable();
    t.text('excerpt');
    t.text('author');
    t.jsonb('tags').notNullable().defaultTo('[]');
    t.text('featured_image');
    t.boolean('is_published').notNullable().defaultTo(false);
    t.timestamp('published_at', { useTz: true });
    timestamps(knex, t);
    t.check('NOT is_published OR published_at IS NOT NULL', [], 'blog_posts_published_has_date');
  });
  await knex.raw(
    'CREATE INDEX blog_posts_published_idx ON blog_posts (published_at DESC) WHERE is_published',
  );
  await touchUpdatedAt(knex, 'blog_posts');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_posts');
}
