import { SimpleGrid } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MyPhoto } from './api/get-my-photos.ts';
import { ListState } from './list-state.tsx';
import { PhotoItem } from './photo-item.tsx';

/** The user's community photos in a grid, each deletable. */
export function MyPhotosGrid({ photos }: { photos: UseQueryResult<MyPhoto[]> }) {
  if (photos.isPending) return <ListState kind="loading" message="Loading your photos" />;
  if (photos.isError)
    return <ListState kind="error" message="Unable to load your photos. Please try again later." />;
  if (photos.data.length === 0) {
    return (
      <ListState
        kind="empty"
        message="No photos yet. Show other owners what your favourite beach looks like."
        action={{ to: '/community/upload', label: 'Upload Photos' }}
      />
    );
  }
  return (
    <SimpleGrid as="ul" columns={{ base: 2, sm: 3, lg: 2 }} gap="3" m="0" p="0">
      {photos.data.map((photo) => (
        <PhotoItem key={photo.id} photo={photo} />
      ))}
    </SimpleGrid>
  );
}
