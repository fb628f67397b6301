/**
 * /community/feedback (spec §2 "Feedback screen"): reached from the profile and back to it.
 * beachId and beachName together pre-select a beach.
 */
import { Center, Container, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../data/queries/current-user.ts';
import { KeptOfflineNotice } from '../../ui/kept-offline-notice.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SignInRequired } from '../../ui/sign-in-required.tsx';
import { CommunityPageHeader } from './community-page-header.tsx';
import { FeedbackForm } from './feedback-form.tsx';

export default function FeedbackPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();

  if (user.isPending) {
    return (
      <Center py="24" flexDirection="column" gap="3" role="status">
        <Spinner size="lg" color="sea.600" />
        <Text color="gray.700">Loading...</Text>
      </Center>
    );
  }
  if (!user.data) {
    return <SignInRequired message="Please sign in to share feedback and contribute to the community." />;
  }

  const id = Number(params.get('beachId'));
  const name = params.get('beachName')?.trim();
  const initialBeach = Number.isInteger(id) && id > 0 && name ? { id, name } : null;

  return (
    <>
      <PageHead title="Share Feedback" noindex />
      <CommunityPageHeader
        eyebrow="Community"
        title="Share Feedback"
        intro="Spotted a changed dog rule, a closed car park or something we could do better? Tell us."
        back={{ to: '/profile', label: 'Back to Profile' }}
        maxW="4xl"
      />
      <Container maxW="4xl" py={{ base: '6', md: '10' }}>
        <Stack gap="5">
          <KeptOfflineNotice what="your feedback" />
          <FeedbackForm initialBeach={initialBeach} />
        </Stack>
      </Container>
    </>
  );
}
