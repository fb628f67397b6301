/**
 * The listing (/beaches): every filter, sort and page lives in the query string; the server
 * filters, sorts and pages with the same rules as domain/ (spec §2, §5).
 */
import { Alert, Box, Button, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { trackEvent } from '../../lib/analytics.ts';
import { allBeachesQuery, beachesPageQuery } from '../../lib/beaches-api.ts';
import { listingApiParams, readListingParams } from '../../lib/listing-params.ts';
import { type ListingState, writeListingParams } from '../../lib/listing-url.ts';
import { BeachCard } from '../../ui/beach-card.tsx';
import { BeachFilterBar, type FilterValues } from '../../ui/beach-filter-bar.tsx';
import { LazyBeachMap } from '../../ui/map/lazy-beach-map.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { PaginationNav } from '../../ui/pagination-nav.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { ListingSkeleton } from './listing-skeleton.tsx';
import { SortSelect, type ViewMode, ViewToggle } from './listing-toolbar.tsx';

const pathFor = (state: Partial<ListingState>) => {
  const qs = writeListingParams(state).toString();
  return qs ? `/beaches?${qs}` : '/beaches';
};

export default function ListingPage() {
  const [params, setParams] = useSearchParams();
  const state = readListingParams(params);
  const [view, setView] = useState<ViewMode>('grid');
  const [showMap, setShowMap] = useState(false);

  const apiParams = listingApiParams(params);
  const page = useQuery({ ...beachesPageQuery(apiParams), placeholderData: keepPreviousData });
  const all = useQuery(allBeachesQuery());

  const update = (change: Partial<ListingState>) =>
    setParams(writeListingParams({ ...state, page: 1, ...change }));
  const onFilter = (change: Partial<FilterValues>, label: string) => {
    trackEvent({ name: 'filter_used', category: 'navigation', label });
    update(change);
  };

  const total = page.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / state.pageSize));
  const first = total === 0 ? 0 : (state.page - 1) * state.pageSize + 1;
  const last = Math.min(total, state.page * state.pageSize);
  const title =
    state.page > 1 ? `Devon Dog-Friendly Beaches - Page ${state.page}` : 'All Dog-Friendly Beaches in Devon';

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHead
        title={title}
        description="Search and filter dog-friendly beaches in Devon, Cornwall, Somerset and Dorset by dog access, beach type, parking, facilities, cafes and lifeguards."
        canonicalPath={pathFor(state)}
        prevPath={state.page > 1 ? pathFor({ ...state, page: state.page - 1 }) : undefined}
        nextPath={state.page < totalPages ? pathFor({ ...state, page: state.page + 1 }) : undefined}
      />
      <Stack gap="5">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="sea.900">
            {title}
          </Heading>
          <Text color="gray.700">Every beach with its dog rules, checked against the council's orders.</Text>
        </Stack>
        <SearchBox
          initial={state.search ?? ''}
          onSearch={(search) => {
            if (search) trackEvent({ name: 'search', category: 'beach_search', label: search });
            update({ search });
          }}
        />
        <BeachFilterBar
          idPrefix="listing"
          values={state}
          beaches={all.data}
          onChange={onFilter}
          onClear={() => setParams(new URLSearchParams())}
        >
          <SortSelect value={state.sortBy} onChange={(sortBy) => update({ sortBy })} />
        </BeachFilterBar>

        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text aria-live="polite" color="gray.700" fontWeight="medium">
            {page.data ? `Showing ${first} to ${last} of ${total} beaches` : ' '}
          </Text>
          <Flex gap="2">
            <Button size="sm" variant="outline" aria-pressed={showMap} onClick={() => setShowMap((s) => !s)}>
              {showMap ? 'Hide Map' : 'Show Map'}
            </Button>
            <ViewToggle view={view} onChange={setView} />
          </Flex>
        </Flex>

        {showMap && page.data && (
          <LazyBeachMap
            beaches={page.data.items}
            label={`Map of the ${page.data.items.length} beaches on this page`}
          />
        )}

        {page.isPending && <ListingSkeleton />}
        {page.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Failed to load beaches</Alert.Title>
            <Button size="sm" ml="auto" onClick={() => page.refetch()}>
              Try again
            </Button>
          </Alert.Root>
        )}
        {page.data && page.data.items.length === 0 && (
          <Box textAlign="center" py="16" bg="white" rounded="xl" borderWidth="1px" borderColor="sand.200">
            <Heading as="h2" size="lg">
              No beaches found
            </Heading>
            <Text color="gray.600" mt="2">
              Try adjusting your search criteria or filters
            </Text>
            <Button
              mt="5"
              colorPalette="sea"
              variant="outline"
              onClick={() => setParams(new URLSearchParams())}
            >
              Clear Filters
            </Button>
          </Box>
        )}
        {page.data && page.data.items.length > 0 && (
          <Grid
            as="ul"
            listStyleType="none"
            templateColumns={
              view === 'grid'
                ? { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' }
                : '1fr'
            }
            gap="4"
            opacity={page.isPlaceholderData ? 0.6 : 1}
            aria-busy={page.isFetching}
          >
            {page.data.items.map((beach, i) => (
              <Box as="li" key={beach.id}>
                <BeachCard beach={beach} layout={view} headingLevel="h2" eagerImage={i < 4} />
              </Box>
            ))}
          </Grid>
        )}
        <PaginationNav
          page={state.page}
          totalPages={totalPages}
          hrefFor={(n) => pathFor({ ...state, page: n })}
        />
      </Stack>
    </Container>
  );
}
