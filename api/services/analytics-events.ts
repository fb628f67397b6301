/** First-party analytics (routes/events): one event stored, at the client's own time when that is believable. */
import type { Knex } from 'knex';
import { type AnalyticsEventRecord, eventTime } from '../../domain/common/analytics-event.ts';
import { AnalyticsEvent } from '../models/AnalyticsEvent.ts';

export async function recordAnalyticsEvent(
  trx: Knex.Transaction,
  { occurredAt, ...event }: AnalyticsEventRecord,
): Promise<void> {
  await AnalyticsEvent.query(trx).insert({ ...event, occurredAt: eventTime(occurredAt) });
}
