/**
 * /community/upload (spec §2 "Photo upload"): visitors are sent to sign in and back; beachId
 * and beachName in the address pre-select a beach.
 */
import { Card, Container, Grid, Stack } from '@chakra-ui/react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../data/queries/current-user.ts';
import type { PickedBeach } from '../../data/writes/upload-photos.ts';
import { KeptOfflineNotice } from '../../ui/kept-offline-notice.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { CommunityPageHeader } from './community-page-header.tsx';
import { UploadForm } from './upload-form.tsx';
import { UploadTips } from './upload-tips.tsx';

function beachFromAddress(params: URLSearchParams): PickedBeach | null {
  const id = Number(params.get('beachId'));
  const name = params.get('beachName')?.trim();
  return Number.isInteger(id) && id > 0 && name ? { id, name } : null;
}

export default function UploadPage() {
  const user = useCurrentUser();
  const location = useLocation();
  const [params] = useSearchParams();

  if (user.isPending) {
    return <PageLoading />;
  }
  if (!user.data) {
    return (
      <Navigate to={`/auth?returnTo=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );
  }

  return (
    <>
      <PageHead title="Upload Photos" noindex />
      <CommunityPageHeader
        eyebrow="Community photos"
        title="Share Your Beach Photos"
        intro="Show other dog owners what the beach is really like: the sand at low tide, the path down, where the dogs play."
        back={{ to: '/profile', label: 'Back to Profile' }}
      />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }}
          gap={{ base: '6', lg: '8' }}
          alignItems="start"
        >
          <Card.Root variant="outline" bg="white" rounded="2xl" borderColor="sand.200" shadow="sm">
            <Card.Body p={{ base: '5', md: '8' }}>
              <Stack gap="5">
                <KeptOfflineNotice what="your photos" />
                <UploadForm initialBeach={beachFromAddress(params)} />
              </Stack>
            </Card.Body>
          </Card.Root>
          <UploadTips />
        </Grid>
      </Container>
    </>
  );
}
