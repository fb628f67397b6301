/** A car park near a beach as the API returns it (GET /api/beaches/{id}/parking). */
import { z } from 'zod';

export const parkingSchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  name: z.string(),
  owner: z.string().nullable(),
  availability: z.string().nullable(),
  location: z.string().nullable(),
  cost: z.string().nullable(),
  paymentMethods: z.array(z.string()),
  capacity: z.number().int().nullable(),
  heightRestriction: z.string().nullable(),
  openingHours: z.string().nullable(),
  specialNotes: z.string().nullable(),
  /** Metres. */
  distanceToBeach: z.number().nullable(),
  /** Decimal strings, as beach coordinates are. */
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
});

export type Parking = z.infer<typeof parkingSchema>;
