/** GET /api/admin/beaches/{id}: the whole beach, as the editor starts from it (read fresh each time). */
import { useQuery } from '@tanstack/react-query';
import { beachSchema } from '../../../domain/beaches/beach-schema.ts';
import { apiGet } from '../../data/http/api-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export const ADMIN_BEACHES_PATH = '/api/admin/beaches';

export const useAdminBeach = (id: number) =>
  useQuery({
    queryKey: adminQueryKeys.beach(id),
    queryFn: () => apiGet(`${ADMIN_BEACHES_PATH}/${id}`, beachSchema),
    staleTime: 0,
    networkMode: 'online',
  });
