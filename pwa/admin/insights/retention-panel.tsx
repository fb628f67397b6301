/**
 * The retention job the privacy page promises (contact messages 12 months, analytics events
 * 26 months): when it last ran, what it removed, and Run now.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { JobsAnswer } from '../../../domain/admin/admin-answers.ts';
import { formatLondonDateTime } from '../../../domain/common/format.ts';
import { useJobs } from '../api/get-jobs.ts';
import { useRunRetention } from '../api/run-retention.ts';
import { QueryStates } from '../moderation/query-states.tsx';

function lastRun(retention: JobsAnswer['retention']): string {
  if (!retention) return 'Retention job has not run yet.';
  if (retention.outcome === 'running')
    return `Retention job started ${formatLondonDateTime(retention.lastStartedAt)} and is still running.`;
  const when = formatLondonDateTime(retention.lastFinishedAt ?? retention.lastStartedAt);
  if (retention.outcome === 'failed') return `Retention job last ran ${when} and failed.`;
  const removed = retention.result
    ? ` It removed ${retention.result.contactMessagesDeleted} contact messages and ${retention.result.analyticsEventsDeleted} analytics events.`
    : '';
  return `Retention job last ran ${when}.${removed}`;
}

export function RetentionPanel() {
  const jobs = useJobs();
  const run = useRunRetention();

  return (
    <Box
      as="section"
      aria-labelledby="retention-heading"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p="4"
    >
      <Heading as="h3" size="md" id="retention-heading" mb="2">
        Data retention
      </Heading>
      <QueryStates query={jobs} what="the retention job" isEmpty={() => false} empty="">
        {(data) => (
          <Stack gap="3" align="flex-start">
            <Text color="gray.700">
              Contact messages are kept {data.retentionPolicy.contactMessagesMonths} months and analytics
              events {data.retentionPolicy.analyticsEventsMonths} months; older ones are removed by a job the
              server runs by itself.
            </Text>
            <Text aria-live="polite">{lastRun(data.retention)}</Text>
            <Button
              size="sm"
              colorPalette="sea"
              onClick={() => run.mutate()}
              loading={run.isPending}
              loadingText="Running…"
            >
              Run now
            </Button>
          </Stack>
        )}
      </QueryStates>
    </Box>
  );
}
