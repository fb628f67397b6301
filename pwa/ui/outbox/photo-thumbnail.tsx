/** A queued photo, small, from the bytes kept on the phone (its object URL goes with it). */
import { chakra } from '@chakra-ui/react';
import { type OutboxItemSummary, useOutboxPhotoUrl } from '../../data/outbox/outbox.ts';

export function PhotoThumbnail({ item }: { item: OutboxItemSummary }) {
  const url = useOutboxPhotoUrl(item.id);
  // No thumbnail is no loss: the label beside it still says what it is.
  if (!url) return null;
  return (
    <chakra.img
      src={url}
      // The caption (or the file's name): what the upload's own list would call it.
      alt={item.summary ?? ''}
      boxSize="14"
      flexShrink={0}
      objectFit="cover"
      rounded="md"
      borderWidth="1px"
      borderColor="sand.200"
      bg="sand.100"
    />
  );
}
