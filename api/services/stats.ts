import type { Knex } from 'knex';
import { Beach } from '../models/Beach.ts';
import { Review } from '../models/Review.ts';

export interface Stats {
  totalBeaches: number;
  yearRoundBeaches: number;
  totalReviews: number;
  averageRating: number;
}

/** A handful of indexed aggregates; GET /api/stats keeps the answer per data version. */
export async function computeStats(knex: Knex): Promise<Stats> {
  const beaches = (await Beach.query(knex)
    .modify('live')
    .select(
      Beach.raw('count(*)::int AS total'),
      Beach.raw("count(*) FILTER (WHERE access_type = 'year-round')::int AS year_round"),
    )
    .first()) as unknown as { total: number; yearRound: number };
  const reviews = (await Review.query(knex)
    .joinRelated('beach')
    .whereNull('beach.deletedAt')
    .select(
      Review.raw('count(*)::int AS count'),
      Review.raw('round(avg(reviews.rating), 1)::float AS average'),
    )
    .first()) as unknown as { count: number; average: number | null };
  return {
    totalBeaches: beaches.total,
    yearRoundBeaches: beaches.yearRound,
    totalReviews: reviews.count,
    averageRating: reviews.average ?? 0,
  };
}
