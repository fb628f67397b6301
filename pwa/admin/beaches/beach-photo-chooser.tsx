/**
 * The edit dialog's banner photo (spec §5): an image under 10 MB, stored through the photo
 * pipeline as soon as it is chosen; the form keeps its address and saves it with the beach, so a
 * failed save loses nothing.
 */
import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ADMIN_BEACH_MESSAGES, BEACH_PHOTO_LIMITS } from '../../../domain/admin/admin-beach.ts';
import { BeachImage } from '../../ui/beach-image.tsx';
import { useUploadEditorPhoto } from '../api/upload-editor-photo.ts';
import type { BeachFormApi } from './editor-fields.tsx';
import { photoProblem } from './photo-file-check.ts';
import { PhotoPickerButton } from './photo-picker-button.tsx';

export function BeachPhotoChooser({ api }: { api: BeachFormApi }) {
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadEditorPhoto((imageUrl) => api.set('imageUrl', imageUrl));
  const choose = (file: File) => {
    const wrong = photoProblem(file, BEACH_PHOTO_LIMITS.editDialogBytes);
    setProblem(
      wrong === 'type'
        ? ADMIN_BEACH_MESSAGES.photoNotImage
        : wrong === 'size'
          ? ADMIN_BEACH_MESSAGES.photoTooLarge
          : null,
    );
    if (!wrong) upload.mutate(file);
  };
  const imageUrl = api.form.imageUrl;
  return (
    <Flex gap="4" align="center" wrap="wrap">
      <Box
        w="40"
        flexShrink="0"
        rounded="md"
        overflow="hidden"
        borderWidth="1px"
        borderColor="gray.200"
        position="relative"
      >
        <BeachImage
          src={imageUrl || null}
          beachType={api.form.beachType}
          alt="Banner photo preview"
          width={320}
          height={180}
          fallback="gradient"
        />
        {upload.isPending && (
          <Flex position="absolute" inset="0" bg="whiteAlpha.800" align="center" justify="center">
            <Spinner color="sea.600" />
          </Flex>
        )}
      </Box>
      <Stack gap="2" flex="1" minW="48">
        <Text fontWeight="semibold" color="gray.800">
          Banner photo
        </Text>
        <Flex gap="2" wrap="wrap">
          <PhotoPickerButton
            label="Choose banner photo"
            size="sm"
            variant="outline"
            colorPalette="sea"
            disabled={upload.isPending}
            onFile={choose}
          >
            {upload.isPending ? 'Uploading...' : imageUrl ? 'Replace photo' : 'Choose photo'}
          </PhotoPickerButton>
          {imageUrl && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => api.set('imageUrl', '')}
              disabled={upload.isPending}
            >
              Remove photo
            </Button>
          )}
        </Flex>
        <Text
          fontSize="sm"
          color={problem || api.errors.imageUrl ? 'red.700' : 'gray.700'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? api.errors.imageUrl ?? 'An image under 10 MB; it is saved with the beach.'}
        </Text>
      </Stack>
    </Flex>
  );
}
