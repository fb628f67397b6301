/**
 * The private "my beaches" calendar address (issue #31 item 4): one per user, made or replaced on
 * request and shown once. Only the SHA-256 of its token is stored, so the table cannot give the
 * address away; a request is matched by hashing its token and looking the hash up (an index
 * lookup, which tells a guesser nothing about how near a guess came). Revoking deletes the row,
 * and from then on the old address names nobody.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { dogRulesOf } from '../../domain/dog-rules/dog-rules-legacy.ts';
import type { FeedBeach } from '../../domain/dog-rules/rule-calendar-events.ts';
import { Beach } from '../models/Beach.ts';
import { presentBeach } from '../presenters/beach.ts';

/** 32 random bytes as hex: lower case, so no path canonicalisation can change it. */
const CALENDAR_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface CalendarFeedRow {
  userId: number;
  createdAt: Date;
}

/** A new address for the user, replacing any they had: the token, to be shown once. */
export async function replaceCalendarFeed(
  knex: Knex,
  userId: number,
): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString('hex');
  const [row] = await knex('calendar_feeds')
    .insert({ userId, tokenHash: hashOf(token), createdAt: knex.fn.now() })
    .onConflict('user_id')
    .merge(['tokenHash', 'createdAt'])
    .returning(['createdAt']);
  return { token, createdAt: new Date(row.createdAt) };
}

export async function findCalendarFeed(knex: Knex, userId: number): Promise<CalendarFeedRow | null> {
  const row = await knex('calendar_feeds').where({ userId }).first('userId', 'createdAt');
  return row ? { userId: row.userId, createdAt: new Date(row.createdAt) } : null;
}

/** Stops the user's address; true if there was one. */
export async function revokeCalendarFeed(knex: Knex, userId: number): Promise<boolean> {
  return (await knex('calendar_feeds').where({ userId }).delete()) > 0;
}

/** The user whose address this token is, or null (malformed, unknown or revoked). */
export async function calendarFeedOwner(knex: Knex, token: string): Promise<number | null> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) return null;
  const row = await knex('calendar_feeds')
    .where({ tokenHash: hashOf(token) })
    .first('userId');
  return row ? (row.userId as number) : null;
}

/** A beach as the feeds read it: its rules as the beach page reads them (null: not known). */
export function feedBeachOf(beach: Beach): FeedBeach {
  const { id, slug, name } = beach;
  return { id, slug, name, rules: dogRulesOf(presentBeach(beach)) };
}

/** The live beaches the user keeps, by name. */
export async function favouriteFeedBeaches(knex: Knex, userId: number): Promise<FeedBeach[]> {
  const beaches = await Beach.query(knex)
    .modify('live')
    .join('beach_favourites', 'beach_favourites.beachId', 'beaches.id')
    .where('beach_favourites.userId', userId)
    .select('beaches.*')
    .orderBy('beaches.name');
  return beaches.map(feedBeachOf);
}
