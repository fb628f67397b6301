/** GET /api/stats: the home page's figures, computed from the data. */
import { z } from 'zod';

export const statsSchema = z.object({
  totalBeaches: z.number().int(),
  yearRoundBeaches: z.number().int(),
  totalReviews: z.number().int(),
  /** One decimal; 0 when there are no reviews. */
  averageRating: z.number(),
});

export type Stats = z.infer<typeof statsSchema>;
