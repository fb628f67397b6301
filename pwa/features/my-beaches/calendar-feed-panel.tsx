/**
 * "Your beaches in your calendar" (issue #31 item 4): the user's private address for a calendar of
 * the dog rules at the beaches they keep. Made online only and shown once, with a Copy button, the
 * webcal:// link and a line on adding it to each calendar; the server keeps only a hash of it, so
 * afterwards this says only that one exists. Stopping it (after a confirm) ends it for good.
 */
import { Button, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { CalendarFeedCreated } from '../../../domain/calendar-feeds/calendar-feed-schema.ts';
import { formatDayMonth } from '../../../domain/common/format.ts';
import { serverMessageOr } from '../../data/http/server-errors.ts';
import { useSyncStatus } from '../../data/mirror/use-sync-status.ts';
import { useCurrentUser } from '../../data/queries/current-user.ts';
import { useMyCalendarFeed } from '../../data/queries/get-my-calendar-feed.ts';
import { useCreateCalendarFeed } from '../../data/writes/create-calendar-feed.ts';
import { useStopCalendarFeed } from '../../data/writes/stop-calendar-feed.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { NeedsNetworkNotice } from '../../ui/needs-network-notice.tsx';
import { notify } from '../../ui/toaster.tsx';

const HOW_TO_ADD: [calendar: string, how: string][] = [
  ['Google Calendar', 'on a computer, Other calendars → + → From URL, then paste the address.'],
  [
    'Apple Calendar',
    'File → New Calendar Subscription (on iPhone, the Subscribe link below), then paste it.',
  ],
  ['Outlook', 'Add calendar → Subscribe from web, then paste the address.'],
];

/** The new address, shown this once: copy it, or subscribe on this device. */
function NewAddress({ created }: { created: CalendarFeedCreated }) {
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(created.url);
      notify('Address copied', 'Paste it into your calendar.');
    } catch {
      notify('Copy failed', 'Please select the address and copy it yourself.', 'destructive');
    }
  };
  return (
    <Stack gap="3" p="4" rounded="lg" bg="sea.50" borderWidth="1px" borderColor="sea.200">
      <Text fontWeight="semibold" color="sea.900" role="status">
        Your calendar address — shown only now, so copy it before you leave this page
      </Text>
      <Flex gap="2" wrap="wrap">
        <Input
          flex="1"
          minW="0"
          aria-label="Your calendar address"
          readOnly
          value={created.url}
          bg="white"
          onFocus={(e) => e.target.select()}
        />
        <Button colorPalette="sea" onClick={copy}>
          Copy
        </Button>
      </Flex>
      <Link href={created.webcalUrl} color="sea.800" fontWeight="medium">
        Subscribe on this device
      </Link>
      <Stack as="ul" gap="1" fontSize="sm" color="gray.800" ps="4" listStyleType="disc">
        {HOW_TO_ADD.map(([calendar, how]) => (
          <li key={calendar}>
            <Text as="span" fontWeight="semibold">
              {calendar}:
            </Text>{' '}
            {how}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export function CalendarFeedPanel() {
  const headingId = useId();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const { online } = useSyncStatus();
  const status = useMyCalendarFeed(signedIn);
  const create = useCreateCalendarFeed();
  const stop = useStopCalendarFeed();
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (!signedIn) return null;
  const exists = status.data?.exists === true;

  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => setCreated(answer),
      onError: (error) =>
        notify('Could not make the address', serverMessageOr(error, error.message), 'destructive'),
    });
  const stopAddress = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setCreated(null);
        notify('Calendar address stopped', 'Calendars subscribed to it get no more updates.');
      },
      onError: (error) =>
        notify('Could not stop the address', serverMessageOr(error, error.message), 'destructive'),
    });

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" color="sea.900" id={headingId}>
        Your beaches in your calendar
      </Heading>
      <Text color="gray.700">
        A private address for a calendar of the dog bans at your beaches for the next 12 months. Google, Apple
        and Outlook calendars check it about twice a day, so it follows your beaches and the rules as they
        change. Anyone who has the address can see it: keep it to yourself.
      </Text>
      <NeedsNetworkNotice action="Making or stopping a calendar address" />
      {status.isPending && <Text role="status">Checking for your calendar address…</Text>}
      {status.isError && (
        <Text color="red.700">Could not check for your calendar address: it needs a connection.</Text>
      )}
      {created && <NewAddress created={created} />}
      {exists && !created && (
        <Text color="gray.800">
          You have a private calendar address
          {status.data?.createdAt ? `, made on ${formatDayMonth(status.data.createdAt)}` : ''}. For your
          safety it is not shown again; make a new one if you need it.
        </Text>
      )}
      {status.isSuccess && (
        <Flex gap="3" wrap="wrap">
          <Button colorPalette="sea" onClick={makeAddress} loading={create.isPending} disabled={!online}>
            {exists ? 'Make a new address' : 'Create my calendar address'}
          </Button>
          {exists && (
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirming(true)}
              disabled={!online}
            >
              Stop this address
            </Button>
          )}
        </Flex>
      )}
      {exists && (
        <Text fontSize="sm" color="gray.700">
          A new address stops the old one.
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title="Stop this calendar address?"
        body="Calendars subscribed to it will get no more updates, and the address will not work again. You can make a new one at any time."
        confirmLabel="Stop this address"
        busyLabel="Stopping..."
        busy={stop.isPending}
        onConfirm={stopAddress}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
