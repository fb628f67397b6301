/**
 * Verification (issue #29 item 4): visitors' sign reports waiting for an admin, per beach, each
 * beside the beach's rules as they stand and the sources they rest on (stacked on a phone).
 * Confirm adds the sign as a dated source; Correct opens the rule editor with the report's
 * source attached; Dismiss closes the report. Every decision is in the audit log.
 */
import { Badge, Box, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { QueueBeach, QueueReport } from '../../../domain/admin/admin-dog-rule-reports.ts';
import { useDecision } from '../api/decide-report.ts';
import { useReportQueue } from '../api/get-report-queue.ts';
import { CONFIDENCE_PALETTE } from '../beaches/computed-confidence.tsx';
import { QueryStates } from '../moderation/query-states.tsx';
import { TabHeader } from '../moderation/tab-header.tsx';
import { CorrectDialog } from './correct-dialog.tsx';
import { DecisionDialog } from './decision-dialog.tsx';
import { type DecisionKind, ReportCard } from './report-card.tsx';
import { RuleSources } from './rule-sources.tsx';

interface Target {
  kind: DecisionKind;
  beach: QueueBeach;
  report: QueueReport;
}

function BeachReports({ beach, onDecide }: { beach: QueueBeach; onDecide: (t: Target) => void }) {
  const headingId = `verify-beach-${beach.id}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="sand.50"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p={{ base: '3', md: '4' }}
    >
      <HStack gap="3" mb="3" wrap="wrap">
        <Heading as="h3" size="md" id={headingId}>
          <Link href={`/beach/${beach.slug}`} color="sea.800">
            {beach.name}
          </Link>
        </Heading>
        <Badge colorPalette={CONFIDENCE_PALETTE[beach.confidence]}>{beach.confidence} confidence</Badge>
      </HStack>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
        <Stack as="ul" gap="3" aria-label={`Reports on ${beach.name}`} m="0" p="0">
          {beach.reports.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              beachName={beach.name}
              onDecide={(kind) => onDecide({ kind, beach, report })}
            />
          ))}
        </Stack>
        <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="3" alignSelf="start">
          <RuleSources beach={beach} />
        </Box>
      </Box>
    </Box>
  );
}

export default function VerificationTab() {
  const queue = useReportQueue();
  const [target, setTarget] = useState<Target | null>(null);
  const close = () => setTarget(null);
  const decide = useDecision(close);
  const total = queue.data?.total ?? 0;
  return (
    <Stack gap="4">
      <TabHeader
        title="Verification"
        badge={total > 0 ? <Badge colorPalette="orange">{total} waiting</Badge> : undefined}
        description="Visitors’ photos of dog-rule signs, beside each beach’s rules and their sources. Only your decision changes a rule."
      />
      <QueryStates
        query={queue}
        what="reports"
        isEmpty={(q) => q.beaches.length === 0}
        empty="No reports waiting."
      >
        {(q) => (
          <Stack gap="5">
            {q.beaches.map((beach) => (
              <BeachReports key={beach.id} beach={beach} onDecide={setTarget} />
            ))}
          </Stack>
        )}
      </QueryStates>
      <DecisionDialog
        kind={target && target.kind !== 'correct' ? target.kind : null}
        busy={decide.isPending}
        onDecide={(note) =>
          target &&
          target.kind !== 'correct' &&
          decide.mutate({ kind: target.kind, id: target.report.id, note })
        }
        onClose={close}
      />
      <CorrectDialog
        target={target?.kind === 'correct' ? target : null}
        busy={decide.isPending}
        onSave={(decision) => decide.mutateAsync(decision)}
        onClose={close}
      />
    </Stack>
  );
}
