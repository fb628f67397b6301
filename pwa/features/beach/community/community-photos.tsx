import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { type CommunityPhoto, useCommunityPhotos } from '../../../data/queries/get-community-photos.ts';
import { CommunityPhotoImage, type CommunityPhotoSource } from '../../../ui/community-photo-image.tsx';
import { WaitingPhoto } from '../../../ui/waiting-items.tsx';
import { CardState } from '../card-state.tsx';
import { LoadFailure } from '../load-failure.tsx';
import { SectionCard } from '../section-card.tsx';
import { useWaitingWrites } from '../use-waiting-writes.ts';
import { CommunityAddButton } from './community-add-button.tsx';

/** One visitor photo; a photo whose image will not load is left out (spec §2). */
function PhotoTile({
  photo,
  beach,
}: {
  photo: CommunityPhoto & Pick<CommunityPhotoSource, 'srcSet'>;
  beach: Beach;
}) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    <Box as="li" listStyleType="none">
      <chakra.figure m="0">
        <CommunityPhotoImage
          photo={photo}
          alt={photo.caption ?? `Photo of ${beach.name}`}
          sizes="(min-width: 62em) 240px, 50vw"
          rounded="lg"
          onError={() => setBroken(true)}
        />
        <chakra.figcaption fontSize="xs" color="gray.700" mt="1">
          {photo.caption && <Text as="span">{photo.caption} · </Text>}
          {photo.authorName}
        </chakra.figcaption>
      </chakra.figure>
    </Box>
  );
}

export function CommunityPhotos({ beach }: { beach: Beach }) {
  const photos = useCommunityPhotos(beach.id);
  // The user's own photos still on the phone show at once, marked as waiting.
  const waiting = useWaitingWrites('photo', beach.id);
  const waitingGrid =
    waiting.length > 0 ? (
      <SimpleGrid
        as="ul"
        columns={{ base: 2, md: 3 }}
        gap="3"
        m="0"
        mb="3"
        p="0"
        aria-label="Your photos waiting to send"
      >
        {waiting.map((item) => (
          <WaitingPhoto key={item.id} item={item} />
        ))}
      </SimpleGrid>
    ) : null;
  return (
    <SectionCard
      title="Community photos"
      icon="camera"
      action={<CommunityAddButton beach={beach} kind="photos" />}
    >
      {waitingGrid}
      {photos.isPending ? (
        <CardState kind="loading" message="Loading community photos" />
      ) : photos.isError ? (
        <LoadFailure error={photos.error} what="Community photos" message="Unable to load community photos" />
      ) : photos.data.length === 0 ? (
        waitingGrid ? null : (
          <CardState kind="empty" message="No community photos yet" />
        )
      ) : (
        <SimpleGrid as="ul" columns={{ base: 2, md: 3 }} gap="3" m="0" p="0">
          {photos.data.map((photo) => (
            <PhotoTile key={photo.id} photo={photo} beach={beach} />
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
