/**
 * POST /api/admin/dog-rule-reports/{id}/confirm|correct|dismiss: an admin's decision on a report,
 * with its toast. A decision refreshes every admin query: the queue, the season check, the beach
 * list and the audit log all move.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dogRuleReportDecisionAnswerSchema } from '../../../domain/admin/admin-dog-rule-reports.ts';
import type { DogRule } from '../../../domain/dog-rules/dog-rules.ts';
import { apiWrite } from '../../data/http/api-client.ts';
import { adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

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
  apiWrite(
    'POST',
    `/api/admin/dog-rule-reports/${id}/${kind}`,
    { ...body, note: body.note.trim() || null },
    dogRuleReportDecisionAnswerSchema,
  );

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
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
    onError: (error, decision) => adminFailure(FAILED[decision.kind], error),
  });
}
