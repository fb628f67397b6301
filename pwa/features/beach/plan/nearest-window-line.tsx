/**
 * Under a day with no good time here: the nearest beach that has one that day, with its distance
 * and its best time, linked to its page planned for that moment. Worked out on the phone from the
 * beaches it holds, so it answers offline.
 */
import { Flex, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { momentParam } from '../../../../domain/clock/moment.ts';
import { formatDistance } from '../../../../domain/common/format.ts';
import { planSpan } from '../../../../domain/planning/day-plan-words.ts';
import { NEAREST_WINDOW_MAX_METRES } from '../../../../domain/planning/nearest-window.ts';
import { useNearestWindow } from '../../../data/queries/get-nearest-window.ts';
import { Glyph } from '../../../ui/glyph.tsx';

export function NearestWindowLine({ beach, date }: { beach: Beach; date: string }) {
  const nearest = useNearestWindow(beach, date, true);
  const say = (words: ReactNode) => (
    <Flex gap="2" align="start" p="2.5" rounded="lg" bg="green.50" color="green.950" fontSize="sm">
      <Glyph name="navigation" mt="0.5" color="green.700" />
      <Text data-testid="nearest-window">{words}</Text>
    </Flex>
  );
  if (nearest.isPending) return say('Looking for the nearest beach with a good time…');
  if (nearest.isError) return say('We could not look for a nearby beach with a good time.');
  const found = nearest.data;
  if (!found?.plan.best)
    return say(`No beach within ${NEAREST_WINDOW_MAX_METRES / 1000} km has one that we know of.`);
  return say(
    <>
      Nearest with one:{' '}
      <Link asChild color="green.900" fontWeight="semibold" textDecoration="underline">
        <RouterLink to={`/beach/${found.beach.slug}?at=${momentParam(new Date(found.plan.best.start))}`}>
          {found.beach.name}
        </RouterLink>
      </Link>
      , {formatDistance(found.metres)} away — best {planSpan(found.plan.best)} in daylight.
    </>,
  );
}
