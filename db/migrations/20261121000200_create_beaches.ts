import type { Knex } from 'knex';
import { HOURS_PATTERN, MONTH_DAY_PATTERN, timestamps, touchUpdatedAt } from '../schema-helpers.ts';

const LOCATIONS = [
  'South Devon',
  'North Devon',
  'Torbay',
  'East Devon',
  'Cornwall',
  'Somerset',
  'Dorset',
  'Plymouth',
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('beaches', (t) => {
    t.increments('id');
    t.text('slug').notNullable().unique().checkRegex('^[a-z0-9]+(-[a-z0-9]+)*$');
    t.text('name').notNullable().checkLength('<=', 200);
    t.text('location').notNullable().checkIn(LOCATIONS);
    t.text('county');
    t.text('description');
    t.decimal('latitude', 10, 8).notNullable().checkBetween([-90, 90]);
    t.decimal('longitude', 11, 8).notNullable().checkBetween([-180, 180]);
    t.text('postcode');
    t.text('full_address');
    t.text('image_url');
    t.text('access_type').notNullable().checkIn(['year-round', 'seasonal', 'restricted', 'no-dogs']);
    t.text('beach_type').notNullable().checkIn(['mixed', 'sandy', 'rocky', 'pebble']);
    t.text('accessibility_level').checkIn(['excellent', 'moderate', 'limited']);
    t.jsonb('beach_characteristics').notNullable().defaultTo('[]');
    t.text('seasonal_restrictions');
    t.text('restriction_period');
    t.text('access_info');
    t.text('parking_info');
    t.text('safety_notes');
    t.text('about_description');
    for (const flag of ['parking', 'facilities', 'fresh_water', 'beach_cafe', 'lifeguards', 'dog_walks']) {
      t.boolean(`has_${flag}`).notNullable().defaultTo(false);
    }
    t.decimal('average_rating', 3, 2).notNullable().defaultTo(0).checkBetween([0, 5]);
    t.integer('total_reviews').notNullable().defaultTo(0);
    t.check('total_reviews >= 0', [], 'beaches_total_reviews_non_negative');
    t.decimal('google_rating', 3, 2).checkBetween([0, 5]);
    t.integer('total_reviews_google');
    t.check('total_reviews_google >= 0', [], 'beaches_total_reviews_google_non_negative');
    t.text('place_id');
    for (const link of ['website', 'phone', 'facebook_url', 'instagram_url', 'twitter_url', 'youtube_url']) {
      t.text(link);
    }
    t.text('dog_access_status').checkIn(['allowed', 'seasonal_ban', 'year_round_ban', 'restricted']);
    t.text('dog_restriction_start').checkRegex(MONTH_DAY_PATTERN);
    t.text('dog_restriction_end').checkRegex(MONTH_DAY_PATTERN);
    t.text('dog_restriction_hours').checkRegex(HOURS_PATTERN);
    t.boolean('dog_on_lead_required').notNullable().defaultTo(false);
    t.text('dog_restriction_zones');
    t.text('validation_notes');
    t.date('validation_last_checked');
    t.text('validation_source_url');
    t.text('validation_confidence').checkIn(['high', 'medium', 'low']);
    t.text('bathing_water_id').comment('Environment Agency sampling-point notation');
    timestamps(knex, t);
    t.timestamp('deleted_at', { useTz: true }).comment(
      'tombstone: deleted beaches stay for the incremental sync',
    );
    // Seasonal bans come with both ends or neither.
    t.check(
      '(dog_restriction_start IS NULL) = (dog_restriction_end IS NULL)',
      [],
      'beaches_restriction_dates_paired',
    );
  });
  // Every filter and sort of the listing (spec section 4/9) has an index; live rows only.
  await knex.raw('CREATE INDEX beaches_location_idx ON beaches (location) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX beaches_access_type_idx ON beaches (access_type) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX beaches_beach_type_idx ON beaches (beach_type) WHERE deleted_at IS NULL');
  await knex.raw(
    'CREATE INDEX beaches_name_idx ON beaches (lower(name) COLLATE "C") WHERE deleted_at IS NULL',
  );
  await knex.raw('CREATE INDEX beaches_rating_idx ON beaches (average_rating DESC) WHERE deleted_at IS NULL');
  await knex.raw('CREATE INDEX beaches_reviews_idx ON beaches (total_reviews DESC) WHERE deleted_at IS NULL');
  for (const flag of ['parking', 'facilities', 'fresh_water', 'beach_cafe', 'lifeguards', 'dog_walks']) {
    await knex.raw(
      `CREATE INDEX beaches_has_${flag}_idx ON beaches (id) WHERE has_${flag} AND deleted_at IS NULL`,
    );
  }
  await knex.raw('CREATE INDEX beaches_updated_at_idx ON beaches (updated_at)');
  await touchUpdatedAt(knex, 'beaches');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('beaches');
}
