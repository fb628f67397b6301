/**
 * A beach's water quality as the API returns it: the current record (one per beach) and
 * the history rows. `status` is the annual class; `warnings` are the ones in force now.
 */
import { z } from 'zod';
import { WATER_QUALITY_STATUSES } from './water-quality-trend.ts';

const isoTime = z.string();
/** A lab count (cfu/100 ml) with its qualifier: "<10" is { count: 10, qualifier: '<' }. */
const bacteriaCountSchema = z.object({ count: z.number(), qualifier: z.enum(['<', '=', '>']) });

const waterQualitySampleSchema = z.object({
  sampledAt: isoTime,
  eColi: bacteriaCountSchema.nullable(),
  enterococci: bacteriaCountSchema.nullable(),
});

const waterQualityWarningSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pollution-risk'), message: z.string(), until: isoTime.nullable() }),
  z.object({ kind: z.literal('storm-overflow'), message: z.string(), since: isoTime.nullable() }),
]);

/** GET /api/water-quality (a list) and /api/beaches/{id}/water-quality (one). */
export const waterQualitySchema = z.object({
  beachId: z.number().int(),
  /** Null when the bathing water is closed or not yet classified. */
  status: z.enum(WATER_QUALITY_STATUSES).nullable(),
  waterQualityStatus: z.string().nullable(),
  statusDetails: z.string().nullable(),
  stormOverflowActive: z.boolean(),
  lastChecked: isoTime,
  dataSource: z.string(),
  samplingPoint: z.string().nullable(),
  classificationYear: z.number().int().nullable(),
  riskLevel: z.enum(['normal', 'increased']).nullable(),
  riskExpiresAt: isoTime.nullable(),
  stormOverflowSince: isoTime.nullable(),
  sample: waterQualitySampleSchema.nullable(),
  warnings: z.array(waterQualityWarningSchema),
});

/**
 * GET /api/beaches/{id}/water-quality: the beach's record, or `null` when none is held (an
 * ordinary state, not an error: the PWA says why from the beach, noRecordNote).
 */
export const beachWaterQualityAnswerSchema = waterQualitySchema.nullable();

/** GET /api/water-quality/history?days=N: a recorded snapshot of a beach's record. */
export const waterQualityHistorySchema = waterQualitySchema.extend({
  id: z.number().int(),
  recordedAt: isoTime,
});

export type WaterQuality = z.infer<typeof waterQualitySchema>;
export type WaterQualityHistory = z.infer<typeof waterQualityHistorySchema>;
export type WaterQualitySample = z.infer<typeof waterQualitySampleSchema>;
export type WaterQualityWarning = z.infer<typeof waterQualityWarningSchema>;
