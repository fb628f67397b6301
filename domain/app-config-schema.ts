/** GET /api/config: what the browser needs to know about this deployment. */
import { z } from 'zod';

export const appConfigSchema = z.object({
  googleMapsApiKey: z.string().nullable(),
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  /** Whether the map may offer 'Save map for offline' (only for a tile server that allows it). */
  mapTilePrefetch: z.boolean(),
  gaMeasurementId: z.string().nullable(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
