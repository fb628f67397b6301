/**
 * Client for the Environment Agency bathing-water quality API, a linked-data API ("ELDA",
 * https://environment.data.gov.uk/bwq/doc/api-reference-v0.6.html): per sampling point, the
 * annual classifications (compliance-rBWD), the in-season samples and the daily
 * pollution-risk forecasts. Answers are validated and reduced to what the importer stores.
 *
 * Items naming another sampling point are dropped: a filter the API does not understand
 * returns every site rather than none, and one beach must never get another's class.
 * Times in the API carry no zone; they are UK clock times.
 */
import { z } from 'zod';
import { londonOffsetMinutes } from '../../domain/clock/london-time.ts';
import { FetchJsonError, fetchJson } from './fetch-json.ts';

export const DEFAULT_EA_BWQ_BASE_URL = 'https://environment.data.gov.uk';
const BWQ_PATH = '/doc/bathing-water-quality/';

type CountQualifier = '<' | '=' | '>';
export interface BacteriaCount {
  count: number;
  qualifier: CountQualifier;
}

export interface Classification {
  year: number;
  /** complianceCodeNotation: 1 Excellent, 2 Good, 3 Sufficient, 4 Poor, 11 Closed. */
  code: string | null;
  name: string | null;
  uri: string | null;
  eubwid: string | null;
  bathingWaterName: string | null;
}

export interface Sample {
  sampledAt: Date;
  eColi: BacteriaCount | null;
  enterococci: BacteriaCount | null;
  discountable: boolean;
  uri: string | null;
}

export interface RiskForecast {
  /** null for the EA's "unknown" and anything else it may add. */
  riskLevel: 'normal' | 'increased' | null;
  expiresAt: Date | null;
  publishedAt: Date | null;
  predictedOn: string | null;
  comment: string | null;
  uri: string | null;
}

export interface EaClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  retryDelayMs?: number;
  userAgent?: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export type EaBathingWaterClient = ReturnType<typeof createEaBathingWaterClient>;

const text = z.union([z.string(), z.object({ _value: z.string() }).transform((v) => v._value)]);
const uri = z.union([z.string(), z.object({ _about: z.string() }).transform((v) => v._about)]);
const notation = z.union([z.string(), z.number().transform(String)]);
const pointRef = z.object({ samplePointNotation: notation.optional() });
const page = z.object({
  result: z.object({
    items: z.array(z.unknown()),
    next: z.string().optional(),
    itemsPerPage: z.number().optional(),
  }),
});

const complianceItem = z.object({
  _about: z.string().optional(),
  sampleYear: z.object({ ordinalYear: z.coerce.number().int() }),
  complianceClassification: z.object({
    _about: z.string().optional(),
    complianceCodeNotation: notation.optional(),
    name: text.optional(),
  }),
  bwq_bathingWater: z.object({ eubwidNotation: z.string().optional(), name: text.optional() }).optional(),
  bwq_samplingPoint: pointRef.optional(),
});

const qualifier = z.object({ _about: z.string().optional(), countQualifierNotation: z.string().optional() });
const sampleItem = z.object({
  _about: z.string().optional(),
  sampleDateTime: z.object({ inXSDDateTime: text }),
  escherichiaColiCount: z.coerce.number().int().nonnegative().optional(),
  escherichiaColiQualifier: qualifier.optional(),
  intestinalEnterococciCount: z.coerce.number().int().nonnegative().optional(),
  intestinalEnterococciQualifier: qualifier.optional(),
  discountable: z.union([z.boolean(), text]).optional(),
  bwq_samplingPoint: pointRef.optional(),
});

const riskItem = z.object({
  _about: z.string().optional(),
  riskLevel: uri,
  expiresAt: text.optional(),
  publishedAt: text.optional(),
  predictedOn: text.optional(),
  comment: text.optional(),
  stp_samplingPoint: uri.optional(),
});

export function createEaBathingWaterClient(options: EaClientOptions = {}) {
  const base = new URL(options.baseUrl ?? DEFAULT_EA_BWQ_BASE_URL);
  const request = {
    timeoutMs: options.timeoutMs ?? 15_000,
    retryDelayMs: options.retryDelayMs ?? 2_000,
    userAgent: options.userAgent ?? 'devon-dog-beaches water-quality importer',
    signal: options.signal,
    fetch: options.fetch,
  };

  /** Walks the pages through `next`, always on our base URL, up to maxPages. */
  async function list<T>(
    endpoint: string,
    params: Record<string, string>,
    item: z.ZodType<T>,
    { maxPages, point, pointOf, enough }: PageRules<T>,
  ): Promise<T[]> {
    const out: T[] = [];
    let url: string | null = `${new URL(`${BWQ_PATH}${endpoint}`, base)}?${new URLSearchParams(params)}`;
    for (let n = 0; url && n < maxPages; n++) {
      const body = page.safeParse(await get(endpoint, url));
      if (!body.success) throw new FetchJsonError('malformed', `${endpoint}: not a list of items`);
      const { items, next, itemsPerPage } = body.data.result;
      const parsed = items
        .map((raw) => item.safeParse(raw))
        .filter((r): r is z.ZodSafeParseSuccess<T> => r.success);
      if (items.length > 0 && parsed.length === 0) {
        throw new FetchJsonError('malformed', `${endpoint}: no item has the expected fields`);
      }
      const mine = parsed.map((r) => r.data).filter((d) => samePoint(pointOf(d), point));
      if (n === 0 && parsed.length > 0 && mine.length === 0) {
        throw new FetchJsonError('malformed', `${endpoint}: answered about other sampling points`);
      }
      out.push(...mine);
      const full = items.length >= (itemsPerPage ?? Number(params._pageSize));
      url = next && full && !enough?.(out) ? onBase(next) : null;
    }
    return out;
  }

  async function get(endpoint: string, url: string) {
    try {
      return await fetchJson(url, request);
    } catch (error) {
      if (error instanceof FetchJsonError) {
        throw new FetchJsonError(error.kind, `${endpoint}: ${error.message}`, error.status);
      }
      throw error;
    }
  }

  function onBase(next: string): string | null {
    const target = new URL(next, base);
    return target.pathname.startsWith(BWQ_PATH) ? `${new URL(target.pathname, base)}${target.search}` : null;
  }

  return {
    /** Annual classifications, newest year first. */
    async classifications(point: string): Promise<Classification[]> {
      const items = await list(
        'compliance-rBWD.json',
        { 'bwq_samplingPoint.samplePointNotation': point, _sort: '-sampleYear.ordinalYear', _pageSize: '10' },
        complianceItem,
        { maxPages: 1, point, pointOf: (i) => i.bwq_samplingPoint?.samplePointNotation },
      );
      return items
        .map((i) => ({
          year: i.sampleYear.ordinalYear,
          code:
            i.complianceClassification.complianceCodeNotation ??
            lastSegment(i.complianceClassification._about),
          name: i.complianceClassification.name ?? null,
          uri: i._about ?? null,
          eubwid: i.bwq_bathingWater?.eubwidNotation ?? null,
          bathingWaterName: i.bwq_bathingWater?.name ?? null,
        }))
        .sort((a, b) => b.year - a.year);
    },

    /** In-season samples taken since `since`, newest first, one per sampling time. */
    async samples(point: string, since: Date): Promise<Sample[]> {
      const items = await list(
        'in-season/sample.json',
        { 'bwq_samplingPoint.samplePointNotation': point, _sort: '-sampleDateTime', _pageSize: '50' },
        sampleItem,
        {
          maxPages: 4,
          point,
          pointOf: (i) => i.bwq_samplingPoint?.samplePointNotation,
          enough: (got) => got.some((i) => (ukClockTime(i.sampleDateTime.inXSDDateTime) ?? since) < since),
        },
      );
      const byTime = new Map<number, Sample & { revision: string }>();
      for (const i of items) {
        const sampledAt = ukClockTime(i.sampleDateTime.inXSDDateTime);
        if (!sampledAt || sampledAt < since) continue;
        // The EA republishes corrected samples under a later recordDate: keep the latest.
        const revision = /recordDate\/(\d{8})/.exec(i._about ?? '')?.[1] ?? '';
        const seen = byTime.get(sampledAt.getTime());
        if (seen && seen.revision >= revision) continue;
        byTime.set(sampledAt.getTime(), {
          sampledAt,
          eColi: bacteria(i.escherichiaColiCount, i.escherichiaColiQualifier),
          enterococci: bacteria(i.intestinalEnterococciCount, i.intestinalEnterococciQualifier),
          discountable: i.discountable === true || i.discountable === 'true',
          uri: i._about ?? null,
          revision,
        });
      }
      return [...byTime.values()]
        .map(({ revision: _, ...sample }) => sample)
        .sort((a, b) => b.sampledAt.getTime() - a.sampledAt.getTime());
    },

    /** The latest pollution-risk forecasts, newest first (the API's default order; re-sorted to be sure). */
    async riskForecasts(point: string): Promise<RiskForecast[]> {
      const items = await list(
        'stp-risk-prediction.json',
        { 'stp_samplingPoint.samplePointNotation': point, _pageSize: '10' },
        riskItem,
        { maxPages: 1, point, pointOf: (i) => lastSegment(i.stp_samplingPoint) ?? undefined },
      );
      return items
        .map((i): RiskForecast => {
          const level = lastSegment(i.riskLevel);
          return {
            riskLevel: level === 'normal' || level === 'increased' ? level : null,
            expiresAt: i.expiresAt ? ukClockTime(i.expiresAt) : null,
            publishedAt: i.publishedAt ? ukClockTime(i.publishedAt) : null,
            predictedOn: i.predictedOn ?? null,
            comment: i.comment ?? null,
            uri: i._about ?? null,
          };
        })
        .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
    },
  };
}

interface PageRules<T> {
  maxPages: number;
  point: string;
  pointOf: (item: T) => string | undefined;
  /** Stop paging once the items so far are enough. */
  enough?: (items: T[]) => boolean;
}

/** An item that names no sampling point is kept; one naming another point is not. */
const samePoint = (found: string | undefined, wanted: string) =>
  found === undefined || found.padStart(5, '0') === wanted.padStart(5, '0');

function lastSegment(value: string | undefined): string | null {
  if (!value) return null;
  return value.slice(value.lastIndexOf('/') + 1) || null;
}

function bacteria(count: number | undefined, q: z.infer<typeof qualifier> | undefined): BacteriaCount | null {
  if (count === undefined) return null;
  const notation = q?.countQualifierNotation;
  if (notation === '<' || notation === '=' || notation === '>') return { count, qualifier: notation };
  const about = q?._about ?? '';
  return { count, qualifier: about.endsWith('lessThan') ? '<' : about.endsWith('greaterThan') ? '>' : '=' };
}

/** "2025-09-08T08:29:00" on a UK clock → the instant. Explicit zones are honoured. */
function ukClockTime(value: string): Date | null {
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Settle twice: near a clock change the first guess can sit on the other side of it.
  let instant = wall - londonOffsetMinutes(new Date(wall)) * 60_000;
  instant = wall - londonOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant);
}
