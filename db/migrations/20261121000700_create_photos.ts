import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('beach_photos', (t) => {
    t.increments('id');
    t.integer('beach_id').notNullable().references('beaches.id').onDelete('CASCADE').index();
    t.text('photo_url').notNullable();
    t.text('caption').checkLength('<=', 500);
    t.text('author_name').checkLength('<=', 100);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('community_photos', (t) => {
    t.increments('id');
    t.integer('beach_id').notNullable().references('beaches.id').onDelete('CASCADE');
    // A user's photos go with their account.
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.text('photo_url').notNullable();
    t.text('storage_key').comment('where the storage layer keeps the variants');
    t.jsonb('variants').notNullable().defaultTo('[]');
    t.text('caption').checkLength('<=', 500);
    t.boolean('is_approved').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'CREATE INDEX community_photos_beach_idx ON community_photos (beach_id, created_at DESC) WHERE is_approved',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('community_photos');
  await knex.schema.dropTable('beach_photos');
}
