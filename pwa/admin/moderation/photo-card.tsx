import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { AdminCommunityPhoto } from '../../../domain/admin/admin-answers.ts';
import { formatLondonDateTime } from '../../../domain/common/format.ts';
import { StatusBadge } from './status-badge.tsx';

export type { AdminCommunityPhoto };

/** One item of GET /api/admin/community-photos. */

/** The smallest stored width that fills a 300 px thumbnail, else the original. */
function thumbnailOf(photo: AdminCommunityPhoto): string {
  const widths = [...(photo.variants ?? [])].sort((a, b) => a.width - b.width);
  const fit = widths.find((v) => v.width >= 300) ?? widths.at(-1);
  return fit?.webp || fit?.jpeg || photo.photoUrl;
}

/** A community photo with who shared it, where, whether the public sees it, and its actions. */
export function PhotoCard({
  photo,
  busy,
  onToggle,
  onDelete,
}: {
  photo: AdminCommunityPhoto;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const what = photo.caption ? `"${photo.caption}"` : `photo ${photo.id}`;
  return (
    <Box as="li" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" overflow="hidden">
      <chakra.img
        src={thumbnailOf(photo)}
        alt={photo.caption ?? `Photo of ${photo.beachName} by ${photo.uploaderName}`}
        loading="lazy"
        w="full"
        aspectRatio={4 / 3}
        objectFit="cover"
        bg="sand.100"
        opacity={photo.isApproved ? 1 : 0.6}
      />
      <Stack gap="1" p="3">
        <HStack justify="space-between" gap="2">
          <Text fontWeight="semibold" lineClamp={1}>
            {photo.beachName}
          </Text>
          <StatusBadge on={photo.isApproved} onLabel="Visible" offLabel="Hidden" />
        </HStack>
        <Text fontSize="sm" color="gray.800" lineClamp={2} minH="2lh">
          {photo.caption ?? 'No caption'}
        </Text>
        <Text fontSize="sm" color="gray.700">
          By {photo.uploaderName} · {formatLondonDateTime(photo.createdAt)}
        </Text>
        <HStack gap="2" pt="1">
          <Button
            size="sm"
            variant="outline"
            onClick={onToggle}
            disabled={busy}
            aria-label={`${photo.isApproved ? 'Hide' : 'Unhide'} ${what}`}
          >
            {photo.isApproved ? 'Hide' : 'Unhide'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={onDelete}
            disabled={busy}
            aria-label={`Delete ${what}`}
          >
            Delete
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
