/**
 * The beach writes of the end-to-end test hooks (routes/test-hooks): change a few fields,
 * soft-delete, restore. Each write moves the row's change version (its trigger), so the next sync
 * delta carries it, as an admin's would.
 */
import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import { notFound } from '../errors.ts';
import { Beach } from '../models/Beach.ts';
import { parseIdentifier } from '../validate.ts';
import { requireBeach } from './beach-lookup.ts';

export async function changeBeach(knex: Knex, identifier: string, change: PartialModelObject<Beach>) {
  const beach = await requireBeach(knex, identifier);
  return beach.$query(knex).patchAndFetch(change);
}

/** As the admin side deletes: the sync delta then lists the beach as deleted. */
export async function softDeleteBeach(knex: Knex, identifier: string): Promise<void> {
  const beach = await requireBeach(knex, identifier);
  await Beach.query(knex).findById(beach.id).patch({ deletedAt: new Date() });
}

/** Undoes softDeleteBeach (a deleted beach is found by its id or slug all the same). */
export async function restoreBeach(knex: Knex, identifier: string) {
  const where = parseIdentifier(identifier);
  const beach = await Beach.query(knex)
    .where('id' in where ? { id: where.id } : { slug: where.slug })
    .first();
  if (!beach) throw notFound('Beach not found');
  return beach.$query(knex).patchAndFetch({ deletedAt: null });
}
