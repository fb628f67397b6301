import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beach.ts';
import { useCommunityPhotos } from './api/get-community-photos.ts';
import { CardState } from './card-state.tsx';
import { personName } from './person-name.ts';
import { SectionCard } from './section-card.tsx';

export function CommunityPhotos({ beach }: { beach: Beach }) {
  const photos = useCommunityPhotos(beach.id);
  return (
    <SectionCard title="Community photos" icon="camera">
      {photos.isPending ? (
        <CardState kind="loading" message="Loading community photos" />
      ) : photos.isError ? (
        <CardState kind="error" message="Unable to load community photos" />
      ) : photos.data.length === 0 ? (
        <CardState kind="empty" message="No community photos yet" />
      ) : (
        <SimpleGrid as="ul" columns={{ base: 2, md: 3 }} gap="3" m="0" p="0">
          {photos.data.map((photo) => (
            <Box as="li" key={photo.id} listStyleType="none">
              <chakra.figure m="0">
                <chakra.img
                  src={photo.photoUrl}
                  alt={photo.caption ?? `Photo of ${beach.name}`}
                  loading="lazy"
                  w="full"
                  aspectRatio={4 / 3}
                  objectFit="cover"
                  rounded="lg"
                  bg="sand.100"
                />
                <chakra.figcaption fontSize="xs" color="gray.700" mt="1">
                  {photo.caption && <Text as="span">{photo.caption} · </Text>}
                  {personName(photo.user)}
                </chakra.figcaption>
              </chakra.figure>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
