/**
 * The listing (/beaches): every filter, sort and page lives in the query string; the server
 * filters, sorts and pages with the same rules as domain/ (spec §2, §5).
 */
import {
  Alert,
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { parseMoment } from '../../../domain/clock/moment.ts';
import { trackEvent } from '../../data/http/analytics.ts';
import { allBeachesQuery } from '../../data/queries/get-all-beaches.ts';
import { isPastTheEnd, lastPageOf, listingPageQuery } from '../../data/queries/listing-page-query.ts';
import { listingApiParams, readListingParams } from '../../lib/listing-params.ts';
import { type ListingState, TOGGLES, writeListingParams } from '../../lib/listing-url.ts';
import { useNewestSearchParams } from '../../lib/use-newest-search-params.ts';
import { useNow } from '../../lib/use-now.ts';
import { BeachCard } from '../../ui/beach-card.tsx';
import { BeachFilterBar, type FilterValues } from '../../ui/beach-filter-bar.tsx';
import { LazyBeachMap } from '../../ui/map/lazy-beach-map.tsx';
import { MomentPicker } from '../../ui/moment-picker.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { PaginationNav } from '../../ui/pagination-nav.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { askDevicePosition, useDevicePosition } from './device-position.ts';
import { ListingSkeleton } from './listing-skeleton.tsx';
import { SortSelect, ViewToggle } from './listing-toolbar.tsx';
import { listingDescription, listingScope, listingTitle, showingLine } from './listing-words.ts';
import { NearMeNotice } from './near-me-notice.tsx';
import { nearMePage } from './near-me-page.ts';

const LISTING_TOGGLES = [['dogsToday', 'Dogs allowed today'], ...TOGGLES] as const;
/** With a planned moment the filter asks about it (domain/beaches/beach-filters.ts). */
const PLANNED_TOGGLES = [['dogsToday', 'Dogs allowed at that time'], ...TOGGLES] as const;

/** The query keys the filter bar's form holds (its selects, the sort and the toggles). */
const FORM_KEYS = new Set([
  'location',
  'accessType',
  'beachType',
  'sortBy',
  ...LISTING_TOGGLES.map(([key]) => key),
]);

const pathFor = (state: Partial<ListingState>) => {
  const qs = writeListingParams(state).toString();
  return qs ? `/beaches?${qs}` : '/beaches';
};

export default function ListingPage() {
  const [params, setParams] = useNewestSearchParams();
  const state = readListingParams(params);
  const view = state.view ?? 'grid';
  const [showMap, setShowMap] = useState(false);

  // Only the status lines for dogs read it, and each says when its words change.
  const now = useNow(60_000, null);
  // A planned moment (issue #31 item 2): cards, the filter and the map answer for it instead.
  const moment = useMemo(() => parseMoment(state.at), [state.at]);
  const position = useDevicePosition();
  // "Near me" sorts every beach the phone has (the mirror offline) by distance from the phone.
  const here = state.sortBy === 'near' && position.kind === 'known' ? position.point : null;

  const apiParams = listingApiParams(params);
  const paged = useQuery({
    ...listingPageQuery(apiParams),
    placeholderData: keepPreviousData,
    enabled: !here,
  });
  const all = useQuery(allBeachesQuery());
  const nearby = here && all.data ? nearMePage(all.data, state, here, now) : undefined;
  const page = here ? { ...all, data: nearby, isPlaceholderData: false } : paged;
  const answer = page.isPlaceholderData ? undefined : page.data;
  // Past the end, the page moves to the last one: the answer already is it (listing-page-query.ts),
  // or, from a copy read before, it is on its way and the page waits for it without a wrong word.
  const moving = answer !== undefined && isPastTheEnd(answer);
  const current = answer && !moving ? answer.page : state.page;
  const goTo = answer ? (moving ? lastPageOf(answer) : answer.page) : state.page;
  const corrected = goTo !== state.page ? writeListingParams({ ...state, page: goTo }).toString() : null;
  useEffect(() => {
    if (corrected !== null) setParams(() => new URLSearchParams(corrected), { replace: true });
  }, [corrected, setParams]);

  const update = (change: Partial<ListingState>) =>
    setParams((newest) => writeListingParams({ ...readListingParams(newest), page: 1, ...change }));
  const onFilter = (change: Partial<FilterValues>, label: string) => {
    trackEvent({ name: 'filter_used', category: 'navigation', label });
    update(change);
  };
  const sortNearMe = async () => {
    if (await askDevicePosition()) update({ sortBy: 'near' });
  };

  const total = page.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / state.pageSize));
  const shown = moving ? undefined : page.data;
  const title = listingTitle(state.location, current);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHead
        title={title}
        description={listingDescription(state.location)}
        canonicalPath={pathFor({ ...state, page: current })}
        prevPath={current > 1 ? pathFor({ ...state, page: current - 1 }) : undefined}
        nextPath={current < totalPages ? pathFor({ ...state, page: current + 1 }) : undefined}
      />
      <Stack gap="5">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="sea.900">
            {title}
          </Heading>
          <Text color="gray.700">{listingScope(state.location)}</Text>
        </Stack>
        <SearchBox
          initial={state.search ?? ''}
          action="/beaches"
          keep={[...params].filter(([name]) => name !== 'search' && name !== 'page')}
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
          action="/beaches"
          keep={[...params].filter(([name]) => !FORM_KEYS.has(name) && name !== 'page')}
          clearHref="/beaches"
          toggles={moment ? PLANNED_TOGGLES : LISTING_TOGGLES}
        >
          <SortSelect
            value={state.sortBy}
            onChange={(sortBy) => (sortBy === 'near' ? void sortNearMe() : update({ sortBy }))}
          />
        </BeachFilterBar>
        <MomentPicker
          moment={moment}
          now={now}
          action="/beaches"
          keep={[...params].filter(([name]) => name !== 'at' && name !== 'page')}
          hrefFor={(at) => pathFor({ ...state, page: 1, at })}
          onChoose={(at) => update({ at })}
        />
        <NearMeNotice position={position} sortedByDistance={state.sortBy === 'near'} onAsk={sortNearMe} />

        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text aria-live="polite" color="gray.700" fontWeight="medium">
            {shown ? showingLine(shown.page, state.pageSize, shown.total) : ''}
            {/* Heard when a change of filters empties the list; the empty state below shows it. */}
            {shown?.total === 0 && <VisuallyHidden>No beaches found</VisuallyHidden>}
          </Text>
          <Flex gap="2">
            <Button size="sm" variant="outline" aria-pressed={showMap} onClick={() => setShowMap((s) => !s)}>
              {showMap ? 'Hide Map' : 'Show Map'}
            </Button>
            <ViewToggle view={view} hrefFor={(mode) => pathFor({ ...state, view: mode })} />
          </Flex>
        </Flex>

        {showMap && shown && (
          <LazyBeachMap
            beaches={shown.items}
            label={`Map of the ${shown.items.length} beaches on this page`}
            at={moment?.instant}
          />
        )}

        {(page.isPending || moving) && <ListingSkeleton />}
        {page.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Failed to load beaches</Alert.Title>
            <Button size="sm" ml="auto" onClick={() => page.refetch()}>
              Try again
            </Button>
          </Alert.Root>
        )}
        {shown && shown.items.length === 0 && (
          <Box textAlign="center" py="16" bg="white" rounded="xl" borderWidth="1px" borderColor="sand.200">
            <Heading as="h2" size="lg">
              No beaches found
            </Heading>
            <Text color="gray.600" mt="2">
              Try adjusting your search criteria or filters
            </Text>
            <Button asChild mt="5" colorPalette="sea" variant="outline">
              <RouterLink to="/beaches">Clear Filters</RouterLink>
            </Button>
          </Box>
        )}
        {shown && shown.items.length > 0 && (
          <Grid
            as="ul"
            listStyleType="none"
            templateColumns={
              view === 'grid'
                ? {
                    base: 'minmax(0, 1fr)',
                    sm: 'repeat(2, minmax(0, 1fr))',
                    lg: 'repeat(3, minmax(0, 1fr))',
                    xl: 'repeat(4, minmax(0, 1fr))',
                  }
                : 'minmax(0, 1fr)'
            }
            gap="4"
            opacity={page.isPlaceholderData ? 0.6 : 1}
            aria-busy={page.isFetching}
          >
            {shown.items.map((beach, i) => (
              <Box as="li" key={beach.id}>
                <BeachCard
                  beach={beach}
                  now={now}
                  at={moment?.instant}
                  distance={nearby?.distances.get(beach.id)}
                  layout={view}
                  headingLevel="h2"
                  eagerImage={i < 4}
                />
              </Box>
            ))}
          </Grid>
        )}
        <PaginationNav
          page={current}
          totalPages={moving ? 1 : totalPages}
          hrefFor={(n) => pathFor({ ...state, page: n })}
        />
      </Stack>
    </Container>
  );
}
