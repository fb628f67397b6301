/**
 * Gives the beaches of a database seeded before dog rules were a list their rules (issue #12),
 * once, after the migration that added the column: a beach of the dataset gets its list and
 * the single-period fields derived from it (the corrected ones, e.g. Burnham-on-Sea's zones);
 * any other beach gets the list its own fields describe. Each change is a row update, so the
 * delta sync carries it to the phones' offline copies.
 */
import type { Knex } from 'knex';
import { dogRulesFromLegacy, legacyDogFields } from '../../domain/dog-rules/dog-rules-legacy.ts';
import { readBeaches } from '../data-files.ts';

export async function seedDogRules(knex: Knex): Promise<number> {
  const records = new Map(readBeaches().map((b) => [b.slug, b]));
  const waiting = await knex('beaches').whereNull('dogRules');
  let given = 0;
  for (const row of waiting) {
    const record = records.get(row.slug);
    const rules = record ? record.dogRules : dogRulesFromLegacy(row);
    if (!rules) continue; // a seasonal ban without dates: the API keeps reading the old fields
    const fields = record
      ? { ...legacyDogFields(rules), dogRestrictionZones: record.dogRestrictionZones }
      : {};
    await knex('beaches')
      .where({ id: row.id })
      .update({ ...fields, dogRules: JSON.stringify(rules) });
    given += 1;
  }
  return given;
}
