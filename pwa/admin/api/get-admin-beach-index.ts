/** GET /api/beaches/index for the moderation filters' beach choice: straight from the API, not the phone's mirror. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { beachIndexEntrySchema } from '../../../domain/beaches/listing-schema.ts';
import { apiGet } from '../../data/http/api-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

const beachIndexSchema = z.array(beachIndexEntrySchema);

export const useAdminBeachIndex = () =>
  useQuery({
    queryKey: adminQueryKeys.beachIndex,
    queryFn: () => apiGet('/api/beaches/index', beachIndexSchema),
    staleTime: 60_000,
  });
