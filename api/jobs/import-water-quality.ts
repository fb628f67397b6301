/**
 * The Environment Agency bathing-water import: for every beach linked to a sampling point
 * (beaches.bathing_water_id), fetch the annual classifications, the in-season samples and the
 * pollution-risk forecast, add the storm-overflow state, and upsert the current record and
 * one history row per sample. Re-running it changes nothing but `lastChecked`.
 *
 * A sampling point the EA will not answer for (403, 500, timeout, malformed JSON) leaves its
 * beaches exactly as they were and is listed in the summary; the job itself never throws for
 * one beach. Runs from `npm run import:water-quality` and from the in-server schedule.
 */
import type { Knex } from 'knex';
import {
  createEaBathingWaterClient,
  DEFAULT_EA_BWQ_BASE_URL,
  type EaBathingWaterClient,
} from '../services/ea-bathing-water-client.ts';
import { FetchJsonError } from '../services/fetch-json.ts';
import {
  type StormOverflowAdapter,
  type StormOverflowStatus,
  stormOverflowAdapterFromConfig,
} from '../services/storm-overflow-adapter.ts';
import { buildWaterQualityRows, type PointData, type WaterQualityRow } from './water-quality-record.ts';

/** The settings the import reads (api/config.ts). */
export interface WaterQualitySettings {
  EA_BWQ_BASE_URL?: string;
  STORM_OVERFLOW_URL?: string;
  WATER_QUALITY_REFRESH?: string;
  PUBLIC_URL?: string;
}

export interface ImportSummary {
  updated: number;
  unchanged: number;
  failed: { beachId: number; reason: string }[];
  /** "ok", "not configured", or why the overflow feed could not be read. */
  stormOverflow: string;
  startedAt: string;
  finishedAt: string;
}

export interface ImportOptions {
  knex: Knex;
  settings?: WaterQualitySettings;
  /** Defaults to a client on settings.EA_BWQ_BASE_URL. */
  client?: EaBathingWaterClient;
  /** Defaults to the adapter for settings.STORM_OVERFLOW_URL; null: none. */
  stormOverflow?: StormOverflowAdapter | null;
  now?: Date;
  signal?: AbortSignal;
  logger?: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  /** Sampling points asked at once; each asks its three questions in turn. */
  concurrency?: number;
  /** Only the beaches on these sampling points. */
  samplingPoints?: string[];
  /** How far back samples are kept. */
  sampleDays?: number;
}

/** Copies of the class an old seed wrote into the history (see upgradeSeededWaterQuality): samples replace them. */
const SEED_SOURCE = 'ea_annual_classification';
const COMPARED: (keyof WaterQualityRow)[] = [
  'status',
  'waterQualityStatus',
  'statusDetails',
  'stormOverflowActive',
  'stormOverflowSince',
  'samplingPoint',
  'classificationYear',
  'riskLevel',
  'riskExpiresAt',
  'riskComment',
  'sampledAt',
  'eColi',
  'eColiQualifier',
  'enterococci',
  'enterococciQualifier',
  'dataSource',
];

interface BeachRow {
  id: number;
  name: string;
  latitude: string | number;
  longitude: string | number;
  bathingWaterId: string;
}

export async function importWaterQuality(options: ImportOptions): Promise<ImportSummary> {
  const { knex, settings = {}, signal } = options;
  const now = options.now ?? new Date();
  const startedAt = new Date();
  const client =
    options.client ??
    createEaBathingWaterClient({
      baseUrl: settings.EA_BWQ_BASE_URL ?? DEFAULT_EA_BWQ_BASE_URL,
      userAgent: userAgent(settings),
      signal,
    });
  const adapter =
    options.stormOverflow !== undefined
      ? options.stormOverflow
      : stormOverflowAdapterFromConfig(settings, { userAgent: userAgent(settings) });

  const query = knex<BeachRow>('beaches')
    .select('id', 'name', 'latitude', 'longitude', 'bathingWaterId')
    .whereNotNull('bathingWaterId')
    .whereNull('deletedAt')
    .orderBy('id');
  if (options.samplingPoints) query.whereIn('bathingWaterId', options.samplingPoints);
  const beaches: BeachRow[] = await query;

  const summary: ImportSummary = {
    updated: 0,
    unchanged: 0,
    failed: [],
    stormOverflow: adapter ? 'ok' : 'not configured',
    startedAt: startedAt.toISOString(),
    finishedAt: '',
  };

  let overflows: Map<string, StormOverflowStatus> | null = null;
  if (adapter) {
    try {
      const places = beaches.map((b) => ({
        id: String(b.id),
        lat: Number(b.latitude),
        lng: Number(b.longitude),
      }));
      overflows = await adapter.statusByPlace(places, signal);
    } catch (error) {
      summary.stormOverflow = reasonOf(error);
      options.logger?.warn(
        { reason: summary.stormOverflow },
        'storm overflow feed unavailable; keeping last state',
      );
    }
  }

  // Two beaches can share a sampling point (Goodrington North and South): ask the EA once.
  const byPoint = new Map<string, BeachRow[]>();
  for (const beach of beaches)
    byPoint.set(beach.bathingWaterId, [...(byPoint.get(beach.bathingWaterId) ?? []), beach]);
  const since = new Date(now.getTime() - (options.sampleDays ?? 400) * 86_400_000);
  await eachWithConcurrency([...byPoint], options.concurrency ?? 4, async ([point, pointBeaches]) => {
    let data: PointData;
    try {
      if (signal?.aborted) throw new FetchJsonError('aborted', 'aborted');
      const classifications = await client.classifications(point);
      const samples = await client.samples(point, since);
      const forecasts = await client.riskForecasts(point);
      data = { point, classifications, samples, forecasts };
    } catch (error) {
      const reason = reasonOf(error);
      for (const beach of pointBeaches) summary.failed.push({ beachId: beach.id, reason });
      return;
    }
    for (const beach of pointBeaches) {
      try {
        const overflow = overflows?.get(String(beach.id)) ?? null;
        const changed = await saveBeach(knex, beach, data, overflow, now);
        if (changed) summary.updated++;
        else summary.unchanged++;
      } catch (error) {
        summary.failed.push({ beachId: beach.id, reason: `database: ${(error as Error).message}` });
      }
    }
  });

  summary.failed.sort((a, b) => a.beachId - b.beachId);
  summary.finishedAt = new Date().toISOString();
  options.logger?.info(
    { updated: summary.updated, unchanged: summary.unchanged, failed: summary.failed.length },
    'water-quality import finished',
  );
  return summary;
}

/** Upserts one beach in one transaction; true when anything but lastChecked changed. */
async function saveBeach(
  knex: Knex,
  beach: BeachRow,
  data: PointData,
  overflow: StormOverflowStatus | null,
  now: Date,
): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const previous = await trx('water_quality').where({ beachId: beach.id }).first();
    const { current, history } = buildWaterQualityRows({ beach, data, overflow, previous, now });
    let changed = !previous || differs(previous, current);

    if (history.length > 0) {
      const existing = await trx('water_quality_history')
        .where({ beachId: beach.id })
        .whereIn(
          'recordedAt',
          history.map((h) => h.recordedAt),
        );
      const old = new Map(existing.map((row) => [new Date(row.recordedAt).getTime(), row]));
      const fresh = history.filter((h) => {
        const before = old.get(h.recordedAt.getTime());
        return !before || differs(before, h);
      });
      if (fresh.length > 0) {
        await trx('water_quality_history').insert(fresh).onConflict(['beachId', 'recordedAt']).merge();
        changed = true;
      }
    }
    const placeholders = await trx('water_quality_history')
      .where({ beachId: beach.id, dataSource: SEED_SOURCE })
      .delete();
    if (placeholders > 0) changed = true;

    await trx('water_quality')
      .insert({ ...current, updatedAt: now })
      .onConflict('beachId')
      .merge();
    return changed;
  });
}

function differs(stored: Record<string, unknown>, next: WaterQualityRow): boolean {
  return COMPARED.some((key) => comparable(stored[key]) !== comparable(next[key]));
}

function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  return value ?? null;
}

function reasonOf(error: unknown): string {
  if (error instanceof FetchJsonError) return error.message;
  return `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
}

function userAgent(settings: WaterQualitySettings): string {
  return `DevonDogBeaches/0.1 (water-quality import${settings.PUBLIC_URL ? `; +${settings.PUBLIC_URL}` : ''})`;
}

async function eachWithConcurrency<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
