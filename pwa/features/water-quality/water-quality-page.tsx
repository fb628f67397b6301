/**
 * /water-quality (spec §2): counts per status, search by name, a location filter, and a card per
 * beach with its status badge and, once samples are held, its 3-day trend. Filters live in the
 * query string.
 */
import { Alert, Box, Button, Container, Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BEACH_LOCATIONS } from '../../../domain/beaches/beach.ts';
import type { WaterQualityDisplayStatus } from '../../../domain/water-quality/water-quality-trend.ts';
import { useNow } from '../../lib/use-now.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { StatusSummary } from './components/status-summary.tsx';
import { WaterQualityAbout } from './components/water-quality-about.tsx';
import { WaterQualityFilters } from './components/water-quality-filters.tsx';
import { WaterQualityHero } from './components/water-quality-hero.tsx';
import { WaterQualityResults } from './components/water-quality-results.tsx';
import { WaterQualitySkeleton } from './components/water-quality-skeleton.tsx';
import { useWaterQualityRows } from './hooks/use-water-quality-rows.ts';
import { countByStatus, DISPLAY_STATUSES, filterRows, type RowFilters } from './water-quality-rows.ts';

const asStatus = (value: string | null): WaterQualityDisplayStatus | '' =>
  DISPLAY_STATUSES.includes(value as WaterQualityDisplayStatus) ? (value as WaterQualityDisplayStatus) : '';

export default function WaterQualityPage() {
  const { rows, isPending, error, retry } = useWaterQualityRows();
  const [params, setParams] = useSearchParams();
  // The season and the samples' days: the server's instant while hydrating, then the phone's clock.
  const now = useNow(3_600_000, null);
  const filters: RowFilters = {
    search: params.get('search') ?? '',
    location: params.get('location') ?? '',
    status: asStatus(params.get('status')),
  };

  const setFilter = (key: keyof typeof filters, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const locations = useMemo(() => {
    const counts = new Map<string, number>();
    for (const row of rows ?? []) counts.set(row.beach.location, (counts.get(row.beach.location) ?? 0) + 1);
    return BEACH_LOCATIONS.filter((l) => counts.has(l)).map((value) => ({
      value,
      count: counts.get(value) ?? 0,
    }));
  }, [rows]);

  const filtered = rows ? filterRows(rows, filters) : [];
  // What the page says it shows follows what it holds: no sample, no promise of one (issue #29).
  const holdsSamples = Boolean(rows?.some((r) => r.record?.sample || r.trend?.sampleDays));
  const filtering = Boolean(filters.search || filters.location || filters.status);

  return (
    <>
      <PageHead
        title="Bathing Water Quality"
        description="Environment Agency bathing water quality for dog-friendly beaches in Devon and the South West: each bathing water's latest annual classification, and the nearest bathing water to a beach that is not one."
        canonicalPath="/water-quality"
      />
      <WaterQualityHero now={now} holdsSamples={holdsSamples} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {error ? (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Water quality data unavailable</Alert.Title>
              <Alert.Description>{error.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={retry}>
              Try again
            </Button>
          </Alert.Root>
        ) : isPending || !rows ? (
          <WaterQualitySkeleton />
        ) : (
          <Stack gap={{ base: '6', md: '8' }}>
            <Box as="section" aria-labelledby="wq-overview">
              <Heading as="h2" id="wq-overview" size="lg" color="sea.900" mb="3">
                Status overview
              </Heading>
              <StatusSummary
                counts={countByStatus(rows)}
                selected={filters.status}
                onSelect={(status) => setFilter('status', status)}
              />
            </Box>
            <Box as="section" aria-labelledby="wq-beaches">
              <Heading as="h2" id="wq-beaches" size="lg" color="sea.900" mb="3">
                Beaches
              </Heading>
              <Stack gap="5">
                <WaterQualityFilters
                  search={filters.search}
                  location={filters.location}
                  locations={locations}
                  onSearchChange={(value) => setFilter('search', value)}
                  onLocationChange={(value) => setFilter('location', value)}
                  onClear={
                    filtering ? () => setParams({}, { replace: true, preventScrollReset: true }) : undefined
                  }
                />
                <WaterQualityResults
                  key={`${filters.search}|${filters.location}|${filters.status}`}
                  rows={filtered}
                  total={rows.length}
                  now={now}
                />
              </Stack>
            </Box>
            <WaterQualityAbout holdsSamples={holdsSamples} />
          </Stack>
        )}
      </Container>
    </>
  );
}
