/** GET /api/config: what the browser needs to know about this deployment. */
import { z } from 'zod';

export const appConfigSchema = z.object({
  googleMapsApiKey: z.string().nullable(),
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  /** Whether the map may offer 'Save map for offline' (only for a tile server that allows it). */
  mapTilePrefetch: z.boolean(),
  /**
   * Where photos are served from when it is not this site (S3_PUBLIC_URL, ending in "/", as a
   * browser writes it); null: photos are /uploads/… here. The service worker keeps those under it.
   */
  photoBaseUrl: z.string().nullable(),
  gaMeasurementId: z.string().nullable(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
