/**
 * /my-beaches (issue #31 item 1): the beaches a dog owner starred, each with today's status, the
 * next change of its dog rules, the next low tide and its bathing-water class. Read from the
 * phone's own copies (the beach list and water quality in the mirror, tides computed here), so it
 * answers with no signal. Signed out the list is this phone's; signed in it is the account's.
 */
import { Box, Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import { useFavourites } from '../../data/favourites/favourites.ts';
import { allBeachesQuery } from '../../data/queries/get-all-beaches.ts';
import { waterQualityQuery } from '../../data/queries/get-water-quality.ts';
import { useNow } from '../../lib/use-now.ts';
import { Glyph } from '../../ui/glyph.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { MyBeachRow } from './my-beach-row.tsx';
import { PushReminders } from './push-reminders.tsx';

function Intro({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  return (
    <Stack gap="2">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="sea.900">
        My beaches
      </Heading>
      <Text color="gray.700" maxW="2xl">
        {signedIn
          ? 'Kept in your account and on this phone, so they are here with no signal too.'
          : 'Kept on this phone. '}
        {!signedIn && (
          <>
            <RouterLink to={`/auth?returnTo=${encodeURIComponent(location.pathname)}`}>
              <Text as="span" color="sea.800" textDecoration="underline">
                Sign in
              </Text>
            </RouterLink>{' '}
            to keep them in your account and get an email before their dog rules change.
          </>
        )}
      </Text>
    </Stack>
  );
}

function EmptyList() {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="12"
      px="6"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="sand.200"
    >
      <Glyph name="star" boxSize="10" color="sand.600" />
      <Heading as="h2" size="lg">
        No beaches yet
      </Heading>
      <Text color="gray.700" maxW="md">
        Tap the star on any beach to keep it here, with its dog rules for today, the next change and the next
        low tide.
      </Text>
      <Button asChild colorPalette="sea">
        <RouterLink to="/beaches">Find a beach</RouterLink>
      </Button>
    </Stack>
  );
}

export default function MyBeachesPage() {
  const { favourites, signedIn, known } = useFavourites();
  const beaches = useQuery({ ...allBeachesQuery(), enabled: favourites.length > 0 });
  const water = useQuery({ ...waterQualityQuery(), enabled: favourites.length > 0 });
  const now = useNow(60_000, null);
  const byId = new Map((beaches.data ?? []).map((b) => [b.id, b]));
  const waterById = new Map((water.data ?? []).map((w) => [w.beachId, w]));

  let body: React.ReactNode;
  if (!known) body = <Skeleton h="40" rounded="xl" />;
  else if (favourites.length === 0) body = <EmptyList />;
  else if (beaches.isPending) body = <Skeleton h="40" rounded="xl" />;
  else if (beaches.isError) {
    body = (
      <Text role="alert" color="red.700">
        The beaches could not be loaded. With no signal, open the app once with a connection so it keeps an
        offline copy.
      </Text>
    );
  } else {
    const rows = favourites.flatMap((favourite) => {
      const beach = byId.get(favourite.beachId);
      return beach ? [{ favourite, beach }] : [];
    });
    body = (
      <Stack as="ul" gap="4" listStyleType="none" aria-label="My beaches">
        {rows.map(({ favourite, beach }) => (
          <MyBeachRow
            key={beach.id}
            beach={beach}
            favourite={favourite}
            water={waterById.get(beach.id)}
            now={now}
            signedIn={signedIn}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <PageHead title="My beaches" noindex />
      <Stack gap="6">
        <Intro signedIn={signedIn} />
        <Box>{body}</Box>
        {signedIn && favourites.some((f) => f.remind) && <PushReminders />}
        {signedIn && favourites.length > 0 && <CalendarFeedPanel />}
      </Stack>
    </Container>
  );
}
