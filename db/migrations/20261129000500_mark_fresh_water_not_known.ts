import type { Knex } from 'knex';

/**
 * The first seed stored "no fresh water" for 44 beaches whose own notes say "fresh-water
 * availability not known (set false)" (issue #29). Those now say not known (null), and the note
 * loses its "(set false)". A beach an admin has edited since, or whose note says otherwise, is
 * left as it is.
 */
const SEEDED = 'fresh-water availability not known (set false)';

export async function up(knex: Knex): Promise<void> {
  await knex('beaches')
    .where({ hasFreshWater: false })
    .whereLike('validationNotes', `%${SEEDED}%`)
    .update({
      hasFreshWater: null,
      validationNotes: knex.raw('replace(validation_notes, ?, ?)', [
        SEEDED,
        'fresh-water availability not known',
      ]),
    });
}

/** Not known reads "no" again, and the note says so, as the first seed wrote it. */
export async function down(knex: Knex): Promise<void> {
  await knex('beaches')
    .whereNull('hasFreshWater')
    .whereLike('validationNotes', '%fresh-water availability not known%')
    .whereRaw('validation_notes NOT LIKE ?', [`%${SEEDED}%`])
    .update({
      hasFreshWater: false,
      validationNotes: knex.raw('replace(validation_notes, ?, ?)', [
        'fresh-water availability not known',
        SEEDED,
      ]),
    });
}
