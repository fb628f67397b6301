/**
 * The beach page's tide card (spec §4 states: loading, error, empty, data): the next tide
 * and the time until it, the day's 4 main high and low waters, the 24-hour curve with the
 * sand-walking hours shaded, a picker for any day, and where the predictions come from.
 */
import { Box, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { londonIsoDate } from '../../../../domain/clock/london-time.ts';
import { daylight, describeDaylight } from '../../../../domain/tides/daylight.ts';
import { useTides } from '../../../data/queries/get-tides.ts';
import { useTideCurve } from '../../../data/queries/get-tides-curve.ts';
import { useTideStation } from '../../../data/queries/get-tides-station.ts';
import { Glyph } from '../../../ui/glyph.tsx';
import { TideCurve } from '../../../ui/tide-curve.tsx';
import { CardState } from '../card-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { TideDayPicker } from './tide-day-picker.tsx';
import { addDays, describeTideDay } from './tide-days.ts';
import { TideList } from './tide-list.tsx';
import { useMinuteClock } from './tide-minute-clock.ts';
import { TideNext } from './tide-next.tsx';
import { TideSandWindows } from './tide-sand-windows.tsx';
import { TideSourceNote } from './tide-source-note.tsx';
import { doubleTideNote, listedTides, mainTides, nextTide, sandWindows } from './tide-times.ts';

export function TideCard({ beach }: { beach: Beach }) {
  const { latitude: lat, longitude: lng } = beach;
  const now = useMinuteClock();
  const today = londonIsoDate(now);
  // null follows "today" past midnight on a page left open; a picked day stays picked.
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;
  const isToday = date === today;

  const tides = useTides(lat, lng, date, { placeholderData: keepPreviousData });
  const curve = useTideCurve(lat, lng, date);
  const station = useTideStation(lat, lng).data ?? curve.data?.station;

  // Another day's list stays on screen, dimmed, while this one loads: derive nothing from it.
  const settled = !tides.isPlaceholderData;
  const entries = tides.data ?? [];
  const main = mainTides(entries);
  const todayNext = isToday && settled ? nextTide(main, now) : null;
  // After the day's last tide the next one is tomorrow's first.
  const needTomorrow = isToday && settled && main.length > 0 && !todayNext;
  const tomorrow = useTides(lat, lng, addDays(today, 1), { enabled: needTomorrow });
  const tomorrowNext = needTomorrow && tomorrow.data ? nextTide(mainTides(tomorrow.data), now) : null;
  const next = todayNext ?? tomorrowNext;
  const doubleNote = doubleTideNote(entries, station?.doubleTide ?? false);
  const dayLabel = describeTideDay(date, today);
  // Pure arithmetic on the beach's coordinates: known for any day, online or not, tides or not.
  const light = daylight(Number(lat), Number(lng), date);

  return (
    <SectionCard title="Tide Times" icon="waves" id="tides">
      {station && (
        <Text fontSize="sm" color="gray.700" mt="-2" mb="4">
          Tides for{' '}
          <Text as="strong" color="sea.900">
            {station.name}
          </Text>
          , {station.distanceKm} km away
        </Text>
      )}
      <Stack gap="4">
        <TideDayPicker today={today} selected={date} onSelect={(d) => setPicked(d === today ? null : d)} />
        <Stack gap="3">
          <Heading as="h3" size="sm" color="sea.900" data-testid="tide-day">
            {dayLabel}
          </Heading>
          {light && (
            <Flex gap="2" align="center" fontSize="sm" color="gray.700" data-testid="daylight">
              <Glyph name="sun" flexShrink="0" color="sand.700" />
              <Text>{describeDaylight(light)}</Text>
            </Flex>
          )}
          {tides.isPending ? (
            <CardState kind="loading" message="Loading tide times" />
          ) : tides.isError ? (
            <CardState kind="error" message="Tide data unavailable for this location" />
          ) : entries.length === 0 ? (
            <CardState kind="empty" message="No tide data available for this date" />
          ) : (
            <Stack
              gap="3"
              aria-busy={!settled || curve.isPlaceholderData}
              opacity={settled ? 1 : 0.55}
              transition="opacity 0.15s"
            >
              {next && (
                <TideNext
                  entry={next.entry}
                  minutesUntil={next.minutesUntil}
                  tomorrow={next === tomorrowNext}
                />
              )}
              <TideList entries={listedTides(entries)} next={todayNext?.entry} />
              {doubleNote && (
                <Flex gap="2" align="start" fontSize="sm" color="sea.900" p="2.5" rounded="lg" bg="sea.50">
                  <Glyph name="waves" mt="0.5" flexShrink="0" />
                  <Text>{doubleNote}</Text>
                </Flex>
              )}
              <Box opacity={curve.isPlaceholderData ? 0.55 : 1}>
                {curve.data ? (
                  <TideCurve
                    points={curve.data.points}
                    extremes={curve.data.extremes}
                    now={isToday ? now : undefined}
                    label={`Tide curve for ${beach.name}, ${dayLabel}`}
                  />
                ) : curve.isPending ? (
                  <Skeleton aspectRatio={360 / 204} rounded="lg" />
                ) : null}
              </Box>
              {settled && <TideSandWindows windows={sandWindows(entries, light)} />}
            </Stack>
          )}
        </Stack>
        <TideSourceNote station={station} note={beach.tideNote} />
      </Stack>
    </SectionCard>
  );
}
