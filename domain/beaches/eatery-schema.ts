/** A dog-friendly place to eat near a beach as the API returns it (GET /api/beaches/{id}/eateries). */
import { z } from 'zod';

export const eaterySchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  name: z.string(),
  venueType: z.string().nullable(),
  cuisine: z.string().nullable(),
  address: z.string().nullable(),
  /** Decimal strings, as beach coordinates are. */
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  dogFriendly: z.boolean(),
  dogFriendlyNotes: z.string().nullable(),
  distanceKm: z.number().nullable(),
  /** YYYY-MM-DD. */
  lastVerifiedAt: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  notes: z.string().nullable(),
});

export type Eatery = z.infer<typeof eaterySchema>;
