/**
 * Analytics (issue #13): first-party page views per day over the last 30 days (chart and the same
 * numbers as a table), the beaches viewed most, searches and filters used, and the retention job.
 */
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDayLabel, pluralise } from '../../../domain/common/format.ts';
import { useAnalytics } from '../api/get-analytics.ts';
import { QueryStates } from '../moderation/query-states.tsx';
import { DataTable } from './data-table.tsx';
import { PageViewsChart } from './page-views-chart.tsx';
import { RetentionPanel } from './retention-panel.tsx';

const DAYS = 30;

export default function AnalyticsTab() {
  const analytics = useAnalytics(DAYS);

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          Analytics
        </Heading>
        <Text color="gray.700">
          How the guide is used, from its own page views and events (no third party), over the last {DAYS}{' '}
          days.
        </Text>
      </Stack>
      <QueryStates query={analytics} what="analytics" isEmpty={() => false} empty="">
        {(data) => (
          <Stack gap="5">
            <Box
              as="section"
              aria-labelledby="views-heading"
              bg="white"
              borderWidth="1px"
              borderColor="gray.200"
              rounded="lg"
              p="4"
            >
              <Heading as="h3" size="md" id="views-heading">
                Page views per day
              </Heading>
              <Text fontSize="sm" color="gray.700" mb="3">
                {pluralise(data.totals.pageViews, 'page view')} and {pluralise(data.totals.events, 'event')}{' '}
                in the last {DAYS} days (days in UK time).
              </Text>
              {data.totals.pageViews === 0 ? (
                <Text py="6" textAlign="center" color="gray.700">
                  No page views recorded in the last {DAYS} days.
                </Text>
              ) : (
                <Grid templateColumns={{ base: '1fr', lg: '1fr 14rem' }} gap="4" alignItems="start">
                  <PageViewsChart days={data.days} />
                  <DataTable
                    caption="Page views by day"
                    columns={[
                      { header: 'Day', cell: (d) => formatDayLabel(d.date) },
                      { header: 'Page views', cell: (d) => d.pageViews, numeric: true },
                    ]}
                    rows={[...data.days].reverse()}
                    rowKey={(d) => d.date}
                    empty=""
                    maxH="16rem"
                  />
                </Grid>
              )}
            </Box>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4" alignItems="start">
              <DataTable
                caption="Top beaches viewed"
                columns={[
                  { header: 'Beach', cell: (b) => b.name },
                  { header: 'Views', cell: (b) => b.views, numeric: true },
                ]}
                rows={data.topBeaches}
                rowKey={(b) => b.slug}
                empty="No beach pages viewed yet."
              />
              <DataTable
                caption="Top searches"
                columns={[
                  { header: 'Search', cell: (s) => s.term },
                  { header: 'Times', cell: (s) => s.count, numeric: true },
                ]}
                rows={data.topSearches}
                rowKey={(s) => s.term}
                empty="No searches recorded yet."
              />
              <DataTable
                caption="Top filters used"
                columns={[
                  { header: 'Filter', cell: (f) => f.filter },
                  { header: 'Times', cell: (f) => f.count, numeric: true },
                ]}
                rows={data.topFilters}
                rowKey={(f) => f.filter}
                empty="No filters used yet."
              />
            </Grid>
          </Stack>
        )}
      </QueryStates>
      <RetentionPanel />
    </Stack>
  );
}
