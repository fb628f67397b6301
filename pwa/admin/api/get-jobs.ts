/** GET /api/admin/jobs: when the retention job last ran, what it removed, and the policy it keeps. */
import { useQuery } from '@tanstack/react-query';
import { jobsAnswerSchema } from '../../../domain/admin/admin-answers.ts';
import { apiGet } from '../../data/http/api-client.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export const useJobs = () =>
  useQuery({
    queryKey: adminQueryKeys.jobs,
    queryFn: () => apiGet('/api/admin/jobs', jobsAnswerSchema),
    staleTime: 0,
  });
