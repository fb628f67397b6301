import type { Knex } from 'knex';

/**
 * A beach's amenity flags may be null: nobody has found out (issue #29). False stays a "no"
 * someone found out, so a new beach no longer starts at "no" either.
 */
const FLAGS = ['parking', 'facilities', 'fresh_water', 'beach_cafe', 'lifeguards', 'dog_walks'];

export async function up(knex: Knex): Promise<void> {
  for (const flag of FLAGS) {
    await knex.raw(
      `ALTER TABLE beaches ALTER COLUMN has_${flag} DROP NOT NULL, ALTER COLUMN has_${flag} DROP DEFAULT`,
    );
  }
}

/** Back to yes/no: what was not known reads "no" again, as it did before. */
export async function down(knex: Knex): Promise<void> {
  for (const flag of FLAGS) {
    await knex.raw(`UPDATE beaches SET has_${flag} = false WHERE has_${flag} IS NULL`);
    await knex.raw(
      `ALTER TABLE beaches ALTER COLUMN has_${flag} SET DEFAULT false, ALTER COLUMN has_${flag} SET NOT NULL`,
    );
  }
}
