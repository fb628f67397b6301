/** One beach in Photo Admin: its banner, name, location and access, and the quick upload. */
import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { AdminBeachRow } from '../../../domain/admin/admin-beach-list.ts';
import { AccessBadge } from '../../ui/access-badge.tsx';
import { BeachImage } from '../../ui/beach-image.tsx';
import { PhotoPickerButton } from './photo-picker-button.tsx';
import { useQuickUpload } from './use-quick-upload.ts';

export function PhotoAdminRow({ beach }: { beach: AdminBeachRow }) {
  const quick = useQuickUpload(beach.id);
  return (
    <Flex
      as="li"
      gap="3"
      p="3"
      align={{ base: 'start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      borderTopWidth="1px"
      borderColor="gray.200"
      _first={{ borderTopWidth: 0 }}
    >
      <Flex gap="3" align="center" flex="1" minW="0">
        <Box
          w={{ base: '24', md: '32' }}
          flexShrink="0"
          rounded="md"
          overflow="hidden"
          borderWidth="1px"
          borderColor="gray.200"
        >
          <BeachImage
            key={quick.preview ?? beach.imageUrl ?? ''}
            src={quick.preview ?? beach.imageUrl}
            beachType="mixed"
            artworkKey={beach.slug}
            alt={quick.preview ? `Chosen photo for ${beach.name}` : `Banner of ${beach.name}`}
            width={256}
            height={144}
            fallback="gradient"
          />
        </Box>
        <Stack gap="1" minW="0">
          <Text fontWeight="semibold">{beach.name}</Text>
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" color="gray.700">
              {beach.location}
            </Text>
            <AccessBadge beach={beach} />
          </HStack>
          {quick.file && (
            <Text fontSize="xs" color="gray.700" truncate>
              Chosen: {quick.file.name}
            </Text>
          )}
        </Stack>
      </Flex>
      <HStack gap="2" flexShrink="0" wrap="wrap">
        <PhotoPickerButton
          label={`Choose a photo for ${beach.name}`}
          size="xs"
          variant="outline"
          disabled={quick.uploading}
          onFile={quick.choose}
        >
          Choose photo
        </PhotoPickerButton>
        {quick.file && (
          <>
            <Button
              size="xs"
              variant="ghost"
              onClick={quick.clear}
              disabled={quick.uploading}
              aria-label={`Clear the chosen photo for ${beach.name}`}
            >
              Clear
            </Button>
            <Button
              size="xs"
              colorPalette="sea"
              onClick={quick.send}
              disabled={quick.uploading}
              aria-label={`Upload the photo for ${beach.name}`}
            >
              {quick.uploading ? 'Uploading...' : 'Upload'}
            </Button>
          </>
        )}
      </HStack>
    </Flex>
  );
}
