/** One of the user's photos: hidden if its image will not load (spec §2), deletable after confirming. */
import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatShortDate } from '../../../domain/common/format.ts';
import { failureMessage, savedOnPhone } from '../../data/outbox/outbox.ts';
import type { MyPhoto } from '../../data/queries/get-my-photos.ts';
import { useDeletePhoto } from '../../data/writes/delete-photo.ts';
import { CommunityPhotoImage } from '../../ui/community-photo-image.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { notify } from '../../ui/toaster.tsx';

export function PhotoItem({ photo }: { photo: MyPhoto }) {
  const [broken, setBroken] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePhoto();
  if (broken) return null;

  const beach = photo.beachName ?? 'the beach';
  const confirmDelete = () =>
    void remove.remove(photo).then((outcome) => {
      if (!outcome) return;
      if (outcome.status === 'sent') notify('Photo deleted', 'Your photo has been removed.');
      else if (outcome.status === 'queued')
        notify('Deletion saved on your phone', `${savedOnPhone(outcome.item)}. The photo is removed then.`);
      else {
        notify(
          'Delete failed',
          failureMessage(outcome, 'Failed to delete photo. Please try again.'),
          'destructive',
        );
        return;
      }
      setConfirming(false);
    });

  return (
    <Box
      as="li"
      listStyleType="none"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="sand.200"
      bg="white"
      position="relative"
    >
      <CommunityPhotoImage
        photo={photo}
        sizes="(min-width: 62em) 240px, 50vw"
        alt={photo.caption || `Your photo of ${beach}`}
        onError={() => setBroken(true)}
      />
      <Button
        position="absolute"
        top="2"
        right="2"
        size="2xs"
        bg="white"
        color="red.700"
        shadow="sm"
        _hover={{ bg: 'red.50' }}
        onClick={() => setConfirming(true)}
        aria-label={`Delete photo${photo.caption ? ` "${photo.caption}"` : ` of ${beach}`}`}
      >
        Delete
      </Button>
      <Stack gap="0.5" px="3" py="2.5">
        {photo.caption && (
          <Text fontSize="sm" fontWeight="medium" color="gray.900" lineClamp={2}>
            {photo.caption}
          </Text>
        )}
        <Link asChild fontSize="xs" color="sea.700" fontWeight="medium">
          <RouterLink to={`/beach/${photo.beachId}`}>{beach}</RouterLink>
        </Link>
        <Text fontSize="xs" color="gray.600">
          {formatShortDate(photo.createdAt)}
        </Text>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete this photo?"
        body="It will be removed from your profile and from the beach page. This can't be undone."
        confirmLabel="Delete photo"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
