/**
 * The photos of a queued upload, small, from the bytes kept on the phone. Each object URL is
 * let go when the item leaves the screen, so a long list does not hold the images in memory.
 */
import { chakra, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useOutboxActions } from './use-outbox-actions.ts';

interface Thumbnail {
  url: string;
  name: string;
}

export function PhotoThumbnails({ itemId }: { itemId: string }) {
  const { files } = useOutboxActions();
  const [thumbnails, setThumbnails] = useState<Thumbnail[]>([]);

  useEffect(() => {
    let live = true;
    let made: Thumbnail[] = [];
    files(itemId)
      .then((kept) => {
        if (!live) return;
        made = kept
          .filter((file) => file.type.startsWith('image/'))
          .map((file) => ({
            url: URL.createObjectURL(new Blob([file.data], { type: file.type })),
            name: file.name,
          }));
        setThumbnails(made);
      })
      .catch(() => undefined); // No thumbnail is no loss: the label still says what it is.
    return () => {
      live = false;
      for (const { url } of made) URL.revokeObjectURL(url);
    };
  }, [files, itemId]);

  if (thumbnails.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" flexShrink={0}>
      {thumbnails.map(({ url, name }) => (
        <chakra.img
          key={url}
          src={url}
          alt={name}
          boxSize="14"
          objectFit="cover"
          rounded="md"
          borderWidth="1px"
          borderColor="sand.200"
          bg="sand.100"
        />
      ))}
    </HStack>
  );
}
