/** GET /api/admin/analytics?days=N: page views per day, the most viewed beaches, searches and filters. */
import { useQuery } from '@tanstack/react-query';
import { analyticsAnswerSchema } from '../../../domain/admin/admin-answers.ts';
import { apiGet } from '../../data/http/api-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export const useAnalytics = (days: number) =>
  useQuery({
    queryKey: adminQueryKeys.analytics(days),
    queryFn: () => apiGet(`/api/admin/analytics?days=${days}`, analyticsAnswerSchema),
    staleTime: 0,
  });
