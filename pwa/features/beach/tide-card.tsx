import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beach.ts';
import { formatShortDate } from '../../../domain/format.ts';
import { useTides } from './api/get-tides.ts';
import { CardState } from './card-state.tsx';
import { Glyph } from './glyph.tsx';
import { SectionCard } from './section-card.tsx';
import { formatHeight, formatTimeUntil, londonIsoDate, nextTide, tideClock } from './tide-times.ts';
import { useNow } from './use-now.ts';

/** Spec §9: the card lists 4 tides. */
const TIDE_LIST_SIZE = 4;

/** Today's high and low waters at the beach (spec §4 states: loading, error, empty, data). */
export function TideCard({ beach }: { beach: Beach }) {
  const now = useNow();
  const date = londonIsoDate(now);
  const tides = useTides(beach.latitude, beach.longitude, date);
  const entries = tides.data?.slice(0, TIDE_LIST_SIZE) ?? [];
  const next = nextTide(entries, now);
  return (
    <SectionCard title="Tide Times" icon="waves" id="tides">
      <Text fontSize="sm" color="gray.700" mt="-2" mb="3">
        Today, {formatShortDate(now)}
      </Text>
      {tides.isPending ? (
        <CardState kind="loading" message="Loading tide times" />
      ) : tides.isError ? (
        <CardState kind="error" message="Tide data unavailable for this location" />
      ) : entries.length === 0 ? (
        <CardState kind="empty" message="No tide data available for this date" />
      ) : (
        <Stack gap="3">
          {next && (
            <Box p="3" rounded="lg" bg="sea.50" color="sea.900">
              <Text fontSize="sm">
                Next: <strong>{next.entry.type === 'high' ? 'High' : 'Low'} tide</strong> at{' '}
                {tideClock(next.entry.time)} (in {formatTimeUntil(next.minutesUntil)})
              </Text>
            </Box>
          )}
          <Grid as="ul" templateColumns="repeat(2, 1fr)" gap="2" m="0" p="0">
            {entries.map((entry) => (
              <Flex
                as="li"
                key={`${entry.time}-${entry.type}`}
                listStyleType="none"
                align="center"
                gap="2.5"
                p="2.5"
                rounded="lg"
                borderWidth="1px"
                borderColor="sand.200"
              >
                <Glyph
                  name={entry.type === 'high' ? 'arrowUp' : 'arrowDown'}
                  color={entry.type === 'high' ? 'sea.600' : 'sand.600'}
                />
                <Box>
                  <Text fontWeight="semibold" fontSize="sm">
                    {entry.type === 'high' ? 'High' : 'Low'} {tideClock(entry.time)}
                  </Text>
                  <Text fontSize="xs" color="gray.700">
                    {formatHeight(entry.height)}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Grid>
        </Stack>
      )}
    </SectionCard>
  );
}
