/**
 * /profile (spec §2 "Profile"): who you are, what you have shared, and managing it. Visitors
 * get 'Sign In Required'.
 */
import { Box, Button, Center, Container, Grid, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { pluralise } from '../../../domain/common/format.ts';
import { OfflineCopyInfo } from '../../app/layout/offline-copy-info.tsx';
import { useFavourites } from '../../data/favourites/favourites.ts';
import { useOutboxStatus } from '../../data/outbox/outbox.ts';
import { useCurrentUser } from '../../data/queries/current-user.ts';
import { useMyFeedback } from '../../data/queries/get-my-feedback.ts';
import { useMyPhotos } from '../../data/queries/get-my-photos.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { SignInRequired } from '../../ui/sign-in-required.tsx';
import { MyFeedbackList } from './my-feedback-list.tsx';
import { MyPhotosGrid } from './my-photos-grid.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileSection } from './profile-section.tsx';

// Only when something waits: the list brings the outbox's code (Dexie) with it.
const WaitingList = lazy(() =>
  import('../../ui/outbox/waiting-list.tsx').then(({ WaitingList }) => ({ default: WaitingList })),
);

export default function ProfilePage() {
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const feedback = useMyFeedback(signedIn);
  const photos = useMyPhotos(signedIn);
  const { waiting, otherAccounts, madeSignedOut } = useOutboxStatus();
  const { favourites } = useFavourites();

  if (user.isPending) {
    return (
      <Center py="24" flexDirection="column" gap="3" role="status">
        <Spinner size="lg" color="sea.600" />
        <Text color="gray.700">Loading your profile...</Text>
      </Center>
    );
  }
  if (!user.data) {
    return <SignInRequired message="Please sign in to see your profile, photos and feedback." />;
  }

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <PageHead title="Your profile" noindex />
      <Stack gap={{ base: '5', md: '6' }}>
        <ProfileHeader
          user={user.data}
          photoCount={photos.data?.length}
          feedbackCount={feedback.data?.length}
        />
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }}
          gap={{ base: '5', md: '6' }}
          alignItems="start"
        >
          {waiting + otherAccounts + madeSignedOut > 0 && (
            // First and full width: these are the user's own words, not yet safe on the server
            // (someone else's are only counted there).
            <Box id="waiting-to-send" gridColumn="1 / -1" scrollMarginTop="24">
              <ProfileSection title="Waiting to send">
                <Suspense fallback={<Skeleton h="20" rounded="xl" />}>
                  <WaitingList />
                </Suspense>
              </ProfileSection>
            </Box>
          )}
          <ProfileSection
            title="My Beaches"
            action={
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/my-beaches">Open My beaches</RouterLink>
              </Button>
            }
          >
            <Text color="gray.700">
              {favourites.length > 0
                ? `${pluralise(favourites.length, 'beach', 'beaches')} starred, with today's dog rules, the next change and the next low tide.`
                : 'Star a beach to keep it here with its dog rules, the next change and the next low tide.'}
            </Text>
          </ProfileSection>
          <ProfileSection title="My Feedback">
            <MyFeedbackList feedback={feedback} />
          </ProfileSection>
          <ProfileSection title="My Photos">
            <MyPhotosGrid photos={photos} />
          </ProfileSection>
          <ProfileSection title="On this device">
            <OfflineCopyInfo tone="light" />
          </ProfileSection>
        </Grid>
      </Stack>
    </Container>
  );
}
