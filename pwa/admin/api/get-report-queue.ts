/** GET /api/admin/dog-rule-reports?status=open: the verification queue, by beach (issue #29 item 4). */
import { useQuery } from '@tanstack/react-query';
import { dogRuleReportQueueSchema } from '../../../domain/admin/admin-answers.ts';
import { apiGet } from '../../data/http/api-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export const useReportQueue = () =>
  useQuery({
    queryKey: adminQueryKeys.reportQueue,
    queryFn: () => apiGet('/api/admin/dog-rule-reports?status=open', dogRuleReportQueueSchema),
    staleTime: 0,
    networkMode: 'online',
  });
