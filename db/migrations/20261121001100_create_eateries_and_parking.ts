import type { Knex } from 'knex';
import { timestamps, touchUpdatedAt } from '../schema-helpers.ts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('eateries', (t) => {
    t.increments('id');
    t.integer('beach_id').notNullable().references('beaches.id').onDelete('CASCADE').index();
    t.text('name').notNullable();
    t.text('venue_type').checkIn(['cafe', 'pub', 'restaurant', 'kiosk', 'takeaway']);
    t.text('cuisine');
    t.text('address');
    t.decimal('latitude', 10, 8).checkBetween([-90, 90]);
    t.decimal('longitude', 11, 8).checkBetween([-180, 180]);
    t.text('website');
    t.text('email');
    t.text('phone');
    t.boolean('dog_friendly').notNullable().defaultTo(true);
    t.text('dog_friendly_notes');
    t.decimal('distance_km', 5, 2).checkBetween([0, 100]);
    t.date('last_verified_at');
    t.text('source_url');
    t.text('notes');
    timestamps(knex, t);
  });
  await touchUpdatedAt(knex, 'eateries');

  await knex.schema.createTable('parking', (t) => {
    t.increments('id');
    t.integer('beach_id').notNullable().references('beaches.id').onDelete('CASCADE').index();
    t.text('name').notNullable();
    t.text('owner');
    t.text('availability');
    t.text('location');
    t.text('cost');
    t.jsonb('payment_methods').notNullable().defaultTo('[]');
    t.integer('capacity');
    t.text('height_restriction');
    t.text('opening_hours');
    t.text('special_notes');
    t.integer('distance_to_beach').comment('metres');
    t.decimal('latitude', 10, 8).checkBetween([-90, 90]);
    t.decimal('longitude', 11, 8).checkBetween([-180, 180]);
    timestamps(knex, t);
    t.check('capacity IS NULL OR capacity > 0', [], 'parking_capacity_positive');
    t.check('distance_to_beach IS NULL OR distance_to_beach >= 0', [], 'parking_distance_non_negative');
  });
  await touchUpdatedAt(knex, 'parking');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('parking');
  await knex.schema.dropTable('eateries');
}
