import { SimpleGrid } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { hasWaited, useOutboxItems } from '../../data/outbox/outbox.ts';
import { useCurrentUser } from '../../data/queries/current-user.ts';
import type { MyPhoto } from '../../data/queries/get-my-photos.ts';
import { WaitingPhoto } from '../../ui/waiting-items.tsx';
import { ListState } from './list-state.tsx';
import { PhotoItem } from './photo-item.tsx';

/**
 * The user's community photos in a grid, each deletable; photos still on the phone first, marked
 * as waiting, and photos whose deletion waits left out.
 */
export function MyPhotosGrid({ photos }: { photos: UseQueryResult<MyPhoto[]> }) {
  // Only this account's: another account's photos on this phone are not the user's.
  const me = useCurrentUser().data?.id ?? null;
  const waiting = useOutboxItems(
    (item) => (item.kind === 'photo' || item.kind === 'photo-delete') && item.userId === me,
  ).items;
  const added = waiting.filter((item) => item.kind === 'photo').reverse();
  const deleted = new Set(
    waiting.filter((item) => item.kind === 'photo-delete' && hasWaited(item)).map((item) => item.targetId),
  );

  if (photos.isPending && added.length === 0)
    return <ListState kind="loading" message="Loading your photos" />;
  if (photos.isError && added.length === 0)
    return <ListState kind="error" message="Unable to load your photos. Please try again later." />;
  const sent = (photos.data ?? []).filter((photo) => !deleted.has(photo.id));
  if (sent.length === 0 && added.length === 0) {
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
      {added.map((item) => (
        <WaitingPhoto key={item.id} item={item} />
      ))}
      {sent.map((photo) => (
        <PhotoItem key={photo.id} photo={photo} />
      ))}
    </SimpleGrid>
  );
}
