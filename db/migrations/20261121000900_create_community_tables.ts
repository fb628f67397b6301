import type { Knex } from 'knex';
import { timestamps, touchUpdatedAt } from '../schema-helpers.ts';

const userRef = (t: Knex.CreateTableBuilder, column: string) =>
  t.integer(column).notNullable().references('users.id').onDelete('CASCADE');
const created = (knex: Knex, t: Knex.CreateTableBuilder) =>
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('beach_posts', (t) => {
    t.increments('id');
    userRef(t, 'user_id').index();
    t.integer('beach_id').notNullable().references('beaches.id').onDelete('CASCADE').index();
    t.text('content').notNullable().checkLength('<=', 5000);
    t.jsonb('images').notNullable().defaultTo('[]');
    t.date('visit_date');
    t.smallint('dog_rating').checkBetween([1, 5]);
    t.smallint('facility_rating').checkBetween([1, 5]);
    t.smallint('access_rating').checkBetween([1, 5]);
    t.jsonb('experience_tags').notNullable().defaultTo('[]');
    t.text('visibility').notNullable().defaultTo('public').checkIn(['public', 'followers', 'private']);
    t.boolean('is_approved').notNullable().defaultTo(true);
    for (const counter of ['likes_count', 'comments_count', 'shares_count']) {
      t.integer(counter).notNullable().defaultTo(0);
      t.check(`${counter} >= 0`, [], `beach_posts_${counter}_non_negative`);
    }
    timestamps(knex, t);
  });
  await touchUpdatedAt(knex, 'beach_posts');

  await knex.schema.createTable('post_likes', (t) => {
    userRef(t, 'user_id');
    t.integer('post_id').notNullable().references('beach_posts.id').onDelete('CASCADE').index();
    created(knex, t);
    t.primary(['user_id', 'post_id']);
  });

  await knex.schema.createTable('post_comments', (t) => {
    t.increments('id');
    userRef(t, 'user_id');
    t.integer('post_id').notNullable().references('beach_posts.id').onDelete('CASCADE').index();
    t.integer('parent_comment_id').references('post_comments.id').onDelete('CASCADE');
    t.text('content').notNullable().checkLength('<=', 2000);
    t.integer('likes_count').notNullable().defaultTo(0);
    t.boolean('is_approved').notNullable().defaultTo(true);
    timestamps(knex, t);
    t.check('likes_count >= 0', [], 'post_comments_likes_non_negative');
  });
  await touchUpdatedAt(knex, 'post_comments');

  await knex.schema.createTable('comment_likes', (t) => {
    userRef(t, 'user_id');
    t.integer('comment_id').notNullable().references('post_comments.id').onDelete('CASCADE').index();
    created(knex, t);
    t.primary(['user_id', 'comment_id']);
  });

  await knex.schema.createTable('user_follows', (t) => {
    userRef(t, 'follower_id');
    userRef(t, 'following_id').index();
    created(knex, t);
    t.primary(['follower_id', 'following_id']);
    t.check('follower_id <> following_id', [], 'user_follows_not_self');
  });

  await knex.schema.createTable('beach_checkins', (t) => {
    t.increments('id');
    userRef(t, 'user_id').index();
    t.integer('beach_id').notNullable().references('beaches.id').onDelete('CASCADE').index();
    t.text('message').checkLength('<=', 500);
    t.text('mood').checkLength('<=', 50);
    t.integer('dog_count').notNullable().defaultTo(1).checkBetween([1, 20]);
    t.text('weather_condition').checkLength('<=', 50);
    created(knex, t);
  });

  await knex.schema.createTable('beach_favourites', (t) => {
    t.increments('id');
    userRef(t, 'user_id');
    t.integer('beach_id').notNullable().references('beaches.id').onDelete('CASCADE');
    t.text('notes').checkLength('<=', 1000);
    created(knex, t);
    t.unique(['user_id', 'beach_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'beach_favourites',
    'beach_checkins',
    'user_follows',
    'comment_likes',
    'post_comments',
    'post_likes',
    'beach_posts',
  ]) {
    await knex.schema.dropTable(table);
  }
}
