/**
 * The verification queue's and season check's calls (issue #29 item 4): read the open reports
 * and the seasonal rules, and confirm, correct or dismiss a report. A decision refreshes every
 * admin query: the queue, the season check, the beach list and the audit log all move.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DogRuleReportDecision,
  DogRuleReportQueue,
  SeasonCheckAnswer,
} from '../../../domain/admin/admin-dog-rule-reports.ts';
import type { DogRule } from '../../../domain/dog-rules/dog-rules.ts';
import { apiGet, apiRequest } from '../../data/http/api-client.ts';
import { adminFailure, adminSuccess } from '../ui/admin-toasts.ts';

const verificationKeys = {
  queue: ['admin', 'dog-rule-reports', 'open'] as const,
  seasonCheck: ['admin', 'season-check'] as const,
};

export const useReportQueue = () =>
  useQuery({
    queryKey: verificationKeys.queue,
    queryFn: () => apiGet<DogRuleReportQueue>('/api/admin/dog-rule-reports?status=open'),
    staleTime: 0,
    networkMode: 'online',
  });

export const useSeasonCheck = () =>
  useQuery({
    queryKey: verificationKeys.seasonCheck,
    queryFn: () => apiGet<SeasonCheckAnswer>('/api/admin/season-check'),
    staleTime: 0,
    networkMode: 'online',
  });

export type Decision =
  | { kind: 'confirm' | 'dismiss'; id: number; note: string }
  | { kind: 'correct'; id: number; note: string; dogRules: DogRule[] };

const DONE = {
  confirm: 'Report confirmed: the rule has a new dated source',
  correct: 'Rules corrected from the report',
  dismiss: 'Report dismissed',
} as const;
const FAILED = {
  confirm: 'Failed to confirm report',
  correct: 'Failed to correct rules',
  dismiss: 'Failed to dismiss report',
} as const;

const postDecision = ({ kind, id, ...body }: Decision) =>
  apiRequest<DogRuleReportDecision>('POST', `/api/admin/dog-rule-reports/${id}/${kind}`, {
    ...body,
    note: body.note.trim() || null,
  });

/** A decision with its toast; `onDone` runs once it is saved. */
export function useDecision(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDecision,
    onSuccess: (answer, decision) => {
      const confidence = answer.beach.confidence
        ? ` ${answer.beach.name} is now ${answer.beach.confidence} confidence.`
        : '';
      adminSuccess(`${DONE[decision.kind]}.${decision.kind === 'dismiss' ? '' : confidence}`);
      onDone();
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error, decision) => adminFailure(FAILED[decision.kind], error),
  });
}
