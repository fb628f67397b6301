/**
 * "Add to calendar" for a beach's dog rules (issue #31 item 4): its iCalendar feed, to subscribe
 * to (webcal://, which Google, Apple and Outlook calendars open as a subscription that stays
 * current) or to download once (.ics). Plain links, so they work before the app has started and
 * with the app's scripts never loaded; the feed itself comes from the server.
 */
import { Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { siteOrigin } from '../../../lib/render-environment.ts';

export function AddToCalendar({ beach }: { beach: Pick<Beach, 'slug' | 'name'> }) {
  const path = `/api/beaches/${encodeURIComponent(beach.slug)}/calendar.ics`;
  const webcal = `webcal://${new URL(siteOrigin()).host}${path}`;
  return (
    <Stack gap="1" fontSize="sm" data-testid="add-to-calendar">
      <Text fontWeight="semibold" color="gray.800">
        Bans in your calendar
      </Text>
      <Text color="gray.700">
        The dog rules at {beach.name} for the next 12 months, kept up to date as they change.
      </Text>
      <Flex gap="4" wrap="wrap">
        <Link href={webcal} color="sea.800" fontWeight="medium">
          Add to calendar
        </Link>
        <Link href={path} download={`${beach.slug}-dog-rules.ics`} color="sea.800">
          Download the calendar file (.ics)
        </Link>
      </Flex>
    </Stack>
  );
}
