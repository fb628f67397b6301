/** Query strings of /api/tides, /api/tides/station and /api/tides/curve (server only: zod). */
import { z } from 'zod';
import { parseIsoDate } from './london-time.ts';

const decimal = /^-?\d{1,3}(\.\d{1,12})?$/;

const coordinate = (name: string, limit: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a number`),
    })
    .trim()
    .regex(decimal, `${name} must be a decimal number of degrees`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, `${name} must be at least -${limit}`)
        .max(limit, `${name} must be at most ${limit}`),
    );

/** Harmonic predictions hold for decades, but not for any year at all. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

export const tidePointQuerySchema = z.object({
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
});

export const tideDayQuerySchema = tidePointQuerySchema.extend({
  date: z
    .string({ error: (issue) => (issue.input === undefined ? 'date is required' : 'date must be text') })
    .refine((d) => parseIsoDate(d) !== null, { error: 'date must be a real date as yyyy-MM-dd', abort: true })
    .refine((d) => {
      const year = Number(d.slice(0, 4));
      return year >= FIRST_YEAR && year <= LAST_YEAR;
    }, `date must be between ${FIRST_YEAR} and ${LAST_YEAR}`),
});

export type TidePointQuery = z.infer<typeof tidePointQuerySchema>;
export type TideDayQuery = z.infer<typeof tideDayQuerySchema>;
