import type { Knex } from 'knex';
import { BEACH_NOT_FOUND } from '../../domain/common/refusal-words.ts';
import { notFound } from '../errors.ts';
import { Beach } from '../models/Beach.ts';
import { parseIdentifier } from '../validate.ts';

/** The live beach an id or slug names, or undefined. */
export function findBeach(knex: Knex, identifier: { id: number } | { slug: string }) {
  return Beach.query(knex)
    .modify('live')
    .where('id' in identifier ? { 'beaches.id': identifier.id } : { 'beaches.slug': identifier.slug })
    .first();
}

/** The live beach a path names by id or slug, or a 404 ('Beach not found'). */
export async function requireBeach(knex: Knex, identifier: string): Promise<Beach> {
  const beach = await findBeach(knex, parseIdentifier(identifier));
  if (!beach) throw notFound(BEACH_NOT_FOUND);
  return beach;
}

/** A numeric id from the path, or a 404: a malformed id names nothing. */
export function parseId(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw notFound(`${what} not found`);
  return Number(raw);
}
