/**
 * A favourite's next low water (issue #31 item 1), predicted on the phone as the beach page's tide
 * card does (the same query, the same offline computation): today's, or tomorrow's once today's
 * have passed.
 */
import { Text } from '@chakra-ui/react';
import { londonDayNumber } from '../../../domain/clock/london-time.ts';
import { formatLondonTime } from '../../../domain/common/format.ts';
import { useTides } from '../../data/queries/get-tides.ts';

const isoOfDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

export function NextLowTide({ lat, lng, now }: { lat: string; lng: string; now: Date }) {
  const today = londonDayNumber(now);
  const todays = useTides(lat, lng, isoOfDay(today));
  const upcoming = (todays.data ?? []).find(
    (t) => t.type === 'low' && !t.minor && Date.parse(t.time) > now.getTime(),
  );
  const tomorrow = useTides(lat, lng, isoOfDay(today + 1), { enabled: todays.isSuccess && !upcoming });
  const next =
    upcoming ??
    (tomorrow.data ?? []).find((t) => t.type === 'low' && !t.minor && Date.parse(t.time) > now.getTime());

  let words: string;
  if (todays.isError || tomorrow.isError) words = 'Tide times not available here';
  else if (!next) words = 'Working out the tides…';
  else
    words = `${upcoming ? 'Today' : 'Tomorrow'} ${formatLondonTime(next.time)} (${next.height.toFixed(1)} m)`;
  return (
    <Text as="span" color="gray.800">
      {words}
    </Text>
  );
}
