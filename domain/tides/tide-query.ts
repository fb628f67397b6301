/** Query strings of /api/tides, /api/tides/station and /api/tides/curve (server only: zod). */
import { z } from 'zod';
import { tideDateProblem } from './tide-answers.ts';

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

export const tidePointQuerySchema = z.object({
  lat: coordinate('lat', 90),
  lng: coordinate('lng', 180),
});

export const tideDayQuerySchema = tidePointQuerySchema.extend({
  date: z
    .string({ error: (issue) => (issue.input === undefined ? 'date is required' : 'date must be text') })
    .superRefine((date, ctx) => {
      const problem = tideDateProblem(date);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
