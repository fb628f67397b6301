/**
 * Water quality as the API reads it: each live beach's current record, its history over the last
 * days, and one beach's record. A deleted beach's rows stay in the tables (the sync reports them
 * gone); these reads leave them out.
 */
import type { Knex } from 'knex';
import { WaterQuality, WaterQualityHistory } from '../models/WaterQuality.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows of `table` whose beach is live. */
const ofLiveBeach = (knex: Knex, table: string) => (query: { whereExists: (q: unknown) => unknown }) =>
  query.whereExists(
    knex.select(1).from('beaches').whereRaw(`beaches.id = ${table}.beach_id`).whereNull('deleted_at'),
  );

/** Every live beach's current record, by beach id. */
export function listWaterQuality(knex: Knex) {
  return WaterQuality.query(knex).modify(ofLiveBeach(knex, 'water_quality')).orderBy('beachId');
}

/** The records of the last `days` days (of one beach, or all), by beach and newest first. */
export function listWaterQualityHistory(knex: Knex, { beachId, days }: { beachId?: number; days: number }) {
  const since = new Date(Date.now() - days * DAY_MS);
  const query = WaterQualityHistory.query(knex)
    .modify(ofLiveBeach(knex, 'water_quality_history'))
    .where('recordedAt', '>=', since)
    .orderBy([{ column: 'beachId' }, { column: 'recordedAt', order: 'desc' }]);
  if (beachId !== undefined) query.where({ beachId });
  return query;
}

/** The beach's current record, if it has one. */
export function findWaterQuality(knex: Knex, beachId: number) {
  return WaterQuality.query(knex).findById(beachId);
}
