/**
 * Pure mapping from what the Environment Agency says about one sampling point to the rows
 * we store for one beach: the current record (status = the newest annual class) and one
 * history row per sample date.
 *
 * Warnings outrank the class in the wording (`waterQualityStatus`, `statusDetails`) but never
 * replace `status`: a storm overflow discharging nearby, and an increased-risk forecast that
 * has not expired. A forecast past its expiry is ignored; Closed (code 11) has no status.
 */

import { londonIsoDate } from '../../domain/clock/london-time.ts';
import { formatLondonDateTime } from '../../domain/common/format.ts';
import type { Classification, RiskForecast, Sample } from '../services/ea-bathing-water-client.ts';
import type { StormOverflowStatus } from '../services/storm-overflow-adapter.ts';

export const DATA_SOURCE = 'environment_agency';

type Status = 'excellent' | 'good' | 'sufficient' | 'poor';
interface ClassLook {
  status: Status | null;
  label: string;
}

const CLASS_BY_CODE: Record<string, ClassLook> = {
  '1': { status: 'excellent', label: 'Excellent' },
  '2': { status: 'good', label: 'Good' },
  '3': { status: 'sufficient', label: 'Sufficient' },
  '4': { status: 'poor', label: 'Poor' },
  '11': { status: null, label: 'Closed' },
};

export interface PointData {
  point: string;
  classifications: Classification[];
  samples: Sample[];
  forecasts: RiskForecast[];
}

/** The columns both tables share, camelCase as knex takes them. */
export interface WaterQualityRow {
  beachId: number;
  status: Status | null;
  waterQualityStatus: string;
  statusDetails: string;
  stormOverflowActive: boolean;
  stormOverflowSince: Date | null;
  lastChecked: Date;
  dataSource: string;
  rawData: string;
  samplingPoint: string;
  classificationYear: number | null;
  riskLevel: 'normal' | 'increased' | null;
  riskExpiresAt: Date | null;
  riskComment: string | null;
  sampledAt: Date | null;
  eColi: number | null;
  eColiQualifier: string | null;
  enterococci: number | null;
  enterococciQualifier: string | null;
}

export interface BuildInput {
  beach: { id: number; name: string };
  data: PointData;
  /** null: the overflow feed is not configured or failed, so the last known state stands. */
  overflow: StormOverflowStatus | null;
  previous?: { stormOverflowActive: boolean; stormOverflowSince: Date | null } | null;
  now: Date;
}

export function classOf(c: Classification): ClassLook {
  const byCode = c.code ? CLASS_BY_CODE[c.code] : undefined;
  if (byCode) return byCode;
  const byName = Object.values(CLASS_BY_CODE).find(
    (look) => look.label.toLowerCase() === c.name?.toLowerCase(),
  );
  return byName ?? { status: null, label: c.name ?? 'Not classified' };
}

export function buildWaterQualityRows({ beach, data, overflow, previous, now }: BuildInput) {
  const newest = data.classifications[0];
  const look = newest ? classOf(newest) : null;
  const forecast = data.forecasts[0];
  const forecastInForce =
    forecast?.riskLevel && forecast.expiresAt && forecast.expiresAt > now ? forecast : null;
  const stormActive = overflow ? overflow.active : (previous?.stormOverflowActive ?? false);
  const stormSince = overflow ? overflow.since : (previous?.stormOverflowSince ?? null);
  const latest = data.samples[0];

  const warnings: string[] = [];
  const sentences: string[] = [];
  if (stormActive) {
    warnings.push('Storm overflow active');
    const nearest = overflow?.outfalls[0];
    const where = nearest
      ? ` (${[nearest.company, `${nearest.distanceKm} km away`].filter(Boolean).join(', ')})`
      : '';
    sentences.push(
      `Storm overflow discharging nearby${stormSince ? ` since ${ukTime(stormSince)}` : ''}${where}.`,
    );
  }
  if (forecastInForce?.riskLevel === 'increased') {
    warnings.push('Pollution risk warning');
    const comment = forecastInForce.comment?.replace(/\.$/, '');
    sentences.push(
      `Pollution risk warning until ${ukTime(forecastInForce.expiresAt)}${comment ? `: ${comment}` : ''}.`,
    );
  }
  sentences.push(classWording(look, newest, beach.name));

  const current: WaterQualityRow = {
    ...common(beach.id, data.point, now),
    status: look?.status ?? null,
    waterQualityStatus: warnings.length ? warnings.join('; ') : (look?.label ?? 'Not classified'),
    statusDetails: sentences.join(' '),
    stormOverflowActive: stormActive,
    stormOverflowSince: stormActive ? stormSince : null,
    classificationYear: newest?.year ?? null,
    riskLevel: forecastInForce?.riskLevel ?? null,
    riskExpiresAt: forecastInForce?.expiresAt ?? null,
    riskComment: forecastInForce?.comment ?? null,
    ...sampleColumns(latest),
    rawData: JSON.stringify({
      samplingPoint: data.point,
      eubwid: newest?.eubwid ?? null,
      bathingWaterName: newest?.bathingWaterName ?? null,
      classifications: data.classifications
        .slice(0, 5)
        .map(({ year, code, name, uri }) => ({ year, code, name, uri })),
      latestSample: latest?.uri ?? null,
      forecast: forecast
        ? {
            uri: forecast.uri,
            riskLevel: forecast.riskLevel,
            expiresAt: forecast.expiresAt,
            expired: !forecastInForce,
          }
        : null,
      stormOverflow: overflow ? { outfalls: overflow.outfalls } : { checked: false },
    }),
  };

  const history = data.samples.map((sample): WaterQualityRow & { recordedAt: Date } => {
    // During a season the class in force is the one published after the season before.
    const year = Number(londonIsoDate(sample.sampledAt).slice(0, 4));
    const inForce = data.classifications.find((c) => c.year < year) ?? newest;
    const sampleLook = inForce ? classOf(inForce) : null;
    const dayForecast = data.forecasts.find(
      (f) => f.predictedOn === londonIsoDate(sample.sampledAt) && f.riskLevel,
    );
    return {
      ...common(beach.id, data.point, now),
      recordedAt: sample.sampledAt,
      status: sampleLook?.status ?? null,
      waterQualityStatus: sampleLook?.label ?? 'Not classified',
      statusDetails: sampleWording(sample),
      stormOverflowActive: false,
      stormOverflowSince: null,
      classificationYear: inForce?.year ?? null,
      riskLevel: dayForecast?.riskLevel ?? null,
      riskExpiresAt: dayForecast?.expiresAt ?? null,
      riskComment: dayForecast?.comment ?? null,
      ...sampleColumns(sample),
      rawData: JSON.stringify({
        samplingPoint: data.point,
        sample: sample.uri,
        discountable: sample.discountable,
      }),
    };
  });

  return { current, history };
}

function common(beachId: number, point: string, now: Date) {
  return { beachId, samplingPoint: point, lastChecked: now, dataSource: DATA_SOURCE };
}

function sampleColumns(sample: Sample | undefined) {
  return {
    sampledAt: sample?.sampledAt ?? null,
    eColi: sample?.eColi?.count ?? null,
    eColiQualifier: sample?.eColi?.qualifier ?? null,
    enterococci: sample?.enterococci?.count ?? null,
    enterococciQualifier: sample?.enterococci?.qualifier ?? null,
  };
}

function classWording(look: ClassLook | null, newest: Classification | undefined, beachName: string): string {
  if (!look || !newest) return 'Not yet classified by the Environment Agency';
  if (look.label === 'Closed') return 'Closed';
  const name = newest.bathingWaterName ?? beachName;
  return `${name}: ${look.label} (Environment Agency ${newest.year} annual classification)`;
}

function sampleWording(sample: Sample): string {
  const count = (c: Sample['eColi']) =>
    c ? `${c.qualifier === '=' ? '' : c.qualifier}${c.count}` : 'not reported';
  return (
    `Environment Agency sample ${ukTime(sample.sampledAt)}: E. coli ${count(sample.eColi)}, ` +
    `intestinal enterococci ${count(sample.enterococci)} (cfu/100 ml)`
  );
}

const ukTime = (d: Date | null) => (d ? formatLondonDateTime(d) : '');
