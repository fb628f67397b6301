/**
 * The Analytics tab (issue #13), from the first-party events in analytics_events (POST
 * /api/events): page views per day over the last N days on the Europe/London calendar, every
 * day listed (zeros too), and over the same days the most viewed beach pages, the most searched
 * terms and the most used filters, top 10 each. Nothing here is estimated: a day with no
 * recorded view is 0, and a browser that asks not to be tracked is never counted.
 */
import type { Knex } from 'knex';
import { londonIsoDate } from '../../domain/clock/london-time.ts';

const TOP_LIMIT = 10;

/** The `days` London dates ending with `today` ("YYYY-MM-DD"), oldest first. */
function lastDays(today: string, days: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

const LONDON_DAY = `to_char(occurred_at AT TIME ZONE 'Europe/London', 'YYYY-MM-DD')`;

export async function readAnalytics(knex: Knex, days: number, now = new Date()) {
  const dates = lastDays(londonIsoDate(now), days);
  // From London midnight at the start of the first day (GMT or BST, whichever held then).
  const since = `occurred_at >= (?::date)::timestamp AT TIME ZONE 'Europe/London'`;
  // knex reads every bare ? as a binding: a literal one is escaped (\\? in this source).
  const rows = async <T>(sql: string): Promise<T[]> => (await knex.raw(sql, [dates[0]])).rows;

  const [perDay, topBeaches, topSearches, topFilters, [totals]] = await Promise.all([
    rows<{ day: string; views: string }>(
      `SELECT ${LONDON_DAY} AS day, count(*) AS views FROM analytics_events
        WHERE name = 'page_view' AND ${since} GROUP BY 1`,
    ),
    rows<{ slug: string; name: string; views: string }>(
      `SELECT b.slug, b.name, count(*) AS views
         FROM (SELECT substring(path from '^/beach/([^/#\\?]+)') AS segment FROM analytics_events
                WHERE name = 'page_view' AND ${since}) e
         JOIN beaches b ON b.slug = e.segment OR b.id::text = e.segment
        GROUP BY b.id, b.slug, b.name ORDER BY views DESC, b.name LIMIT ${TOP_LIMIT}`,
    ),
    rows<{ term: string; count: string }>(
      `SELECT lower(btrim(label)) AS term, count(*) AS count FROM analytics_events
        WHERE name = 'search' AND btrim(coalesce(label, '')) <> '' AND ${since}
        GROUP BY 1 ORDER BY count DESC, term LIMIT ${TOP_LIMIT}`,
    ),
    rows<{ filter: string; count: string }>(
      `SELECT btrim(label) AS filter, count(*) AS count FROM analytics_events
        WHERE name = 'filter_used' AND btrim(coalesce(label, '')) <> '' AND ${since}
        GROUP BY 1 ORDER BY count DESC, filter LIMIT ${TOP_LIMIT}`,
    ),
    rows<{ pageviews: string; events: string }>(
      `SELECT count(*) FILTER (WHERE name = 'page_view') AS pageviews, count(*) AS events
         FROM analytics_events WHERE ${since}`,
    ),
  ]);
  const viewsOn = new Map(perDay.map((row) => [row.day, Number(row.views)]));
  return {
    days: dates.map((date) => ({ date, pageViews: viewsOn.get(date) ?? 0 })),
    topBeaches: topBeaches.map((row) => ({ slug: row.slug, name: row.name, views: Number(row.views) })),
    topSearches: topSearches.map((row) => ({ term: row.term, count: Number(row.count) })),
    topFilters: topFilters.map((row) => ({ filter: row.filter, count: Number(row.count) })),
    totals: { pageViews: Number(totals.pageviews), events: Number(totals.events) },
  };
}
