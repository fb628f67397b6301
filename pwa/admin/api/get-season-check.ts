/** GET /api/admin/season-check: each seasonal rule, when its next season starts and what to check before it. */
import { useQuery } from '@tanstack/react-query';
import { seasonCheckAnswerSchema } from '../../../domain/admin/admin-answers.ts';
import { apiGet } from '../../data/http/api-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export const useSeasonCheck = () =>
  useQuery({
    queryKey: adminQueryKeys.seasonCheck,
    queryFn: () => apiGet('/api/admin/season-check', seasonCheckAnswerSchema),
    staleTime: 0,
    networkMode: 'online',
  });
