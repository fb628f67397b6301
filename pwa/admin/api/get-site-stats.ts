/** GET /api/stats for the dashboard's figures: the public figures, read online (not from the mirror). */
import { useQuery } from '@tanstack/react-query';
import { type Stats, statsSchema } from '../../../domain/beaches/stats-schema.ts';
import { apiGet } from '../../data/http/api-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export type SiteStats = Stats;

export const useSiteStats = () =>
  useQuery({
    queryKey: adminQueryKeys.stats,
    queryFn: () => apiGet('/api/stats', statsSchema),
    networkMode: 'online',
  });
