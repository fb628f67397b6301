/**
 * Tide answers as the API returns them: the day's high and low waters (GET /api/tides), the
 * gauge that answers for a place (GET /api/tides/station) and the day's curve
 * (GET /api/tides/curve). The shapes themselves are made in domain/tides/; the checks at the
 * bottom keep these schemas and those types the same.
 */
import { z } from 'zod';
import type { TideCurveDay } from './tide-answers.ts';
import type { TideCurvePoint, TideExtreme } from './tide-station.ts';
import type { TideStationInfo } from './tide-station-info.ts';

/** A high or low water; `minor` marks the stand of a double tide. */
export const tideExtremeSchema = z.object({
  /** ISO 8601 with the Europe/London offset. */
  time: z.string(),
  type: z.enum(['high', 'low']),
  /** Metres above chart datum. */
  height: z.number(),
  minor: z.literal(true).optional(),
});

export const tideStationSchema = z.object({
  id: z.string(),
  name: z.string(),
  distanceKm: z.number(),
  attribution: z.string(),
  licence: z.object({ name: z.string(), url: z.string() }),
  doubleTide: z.boolean(),
  note: z.string(),
  secondaryPort: z
    .object({
      area: z.string(),
      highWaterMinutes: z.number(),
      lowWaterMinutes: z.number(),
      heightFactor: z.number(),
      source: z.string(),
    })
    .nullable(),
});

const tideCurvePointSchema = z.object({ time: z.string(), height: z.number() });

/** GET /api/tides/curve: heights every 10 minutes, the day's extremes and their gauge. */
export const tideCurveDaySchema = z.object({
  points: z.array(tideCurvePointSchema),
  extremes: z.array(tideExtremeSchema),
  station: tideStationSchema,
});

type TideExtremeAnswer = z.infer<typeof tideExtremeSchema>;
type TideStationAnswer = z.infer<typeof tideStationSchema>;
type TideCurveDayAnswer = z.infer<typeof tideCurveDaySchema>;

// Compile-time: the schemas describe exactly what domain/tides/ produces.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<TideExtremeAnswer, TideExtreme>,
  Same<TideStationAnswer, TideStationInfo>,
  Same<z.infer<typeof tideCurvePointSchema>, TideCurvePoint>,
  Same<TideCurveDayAnswer, TideCurveDay>,
] = [true, true, true, true];
void sameShapes;
