/**
 * The line itself (moment-conditions.tsx loads it lazily): the tide at the moment, read off the
 * day's curve that the tide card draws (the same query, so a beach page opened next reuses it),
 * and whether the sun is up then. What we cannot predict we say we do not know.
 */
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Beach } from '../../domain/beaches/beach.ts';
import { londonIsoDate } from '../../domain/clock/london-time.ts';
import { isDaylightAt } from '../../domain/tides/daylight.ts';
import { type TideAtMoment, tideAtMoment } from '../../domain/tides/tide-at-moment.ts';
import { tideCurveQuery } from '../data/queries/get-tides-curve.ts';

export type MomentConditionsBeach = Partial<Pick<Beach, 'latitude' | 'longitude'>>;

function tideWords(state: 'pending' | 'error' | 'success', tide: TideAtMoment | null): string {
  if (state === 'pending') return 'Working out the tide…';
  if (!tide) return 'Tide not known here';
  return `Tide ${tide.direction}, ${tide.height.toFixed(1)} m`;
}

function skyWords(light: boolean | null): string {
  if (light === null) return 'daylight not known';
  return light ? 'daylight' : 'dark';
}

export default function MomentConditionsLine({ beach, at }: { beach: MomentConditionsBeach; at: Date }) {
  const lat = beach.latitude ?? '';
  const lng = beach.longitude ?? '';
  const placed = Number.isFinite(Number.parseFloat(lat)) && Number.isFinite(Number.parseFloat(lng));
  const curve = useQuery({ ...tideCurveQuery(lat, lng, londonIsoDate(at)), enabled: placed });
  // Another day's curve, kept on screen while this one is worked out, says nothing of this moment.
  const settled = curve.data && !curve.isPlaceholderData ? curve.data : undefined;
  const tide = settled ? tideAtMoment(settled.points, at) : null;
  const state = !placed || curve.isError ? 'error' : settled ? 'success' : 'pending';
  return (
    <Text fontSize="sm" lineHeight="1.25rem" color="gray.700" data-testid="moment-conditions">
      {tideWords(state, tide)} · {skyWords(placed ? isDaylightAt(Number(lat), Number(lng), at) : null)}
    </Text>
  );
}
