import { z } from 'zod';

/** Query of `/api/water-quality/history`: one beach or all, from a date (default 14 days back). */
export const waterQualityHistoryQuerySchema = z.object({
  beachId: z
    .string()
    .regex(/^\d{1,9}$/, 'beachId must be a beach id')
    .transform(Number)
    .optional(),
  days: z
    .string()
    .regex(/^\d{1,3}$/, 'days must be a whole number from 1 to 366')
    .transform(Number)
    .pipe(z.number().int().min(1, 'days must be at least 1').max(366, 'days must be at most 366'))
    .default(14),
});
