import { Box, Button, chakra, Field, Flex, Input, Text } from '@chakra-ui/react';
import { Glyph } from '../../ui/glyph.tsx';
import { MAX_CAPTION_LENGTH } from './photo-rules.ts';

export interface ChosenPhoto {
  id: string;
  file: File;
  previewUrl: string;
  caption: string;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One chosen photo: its preview, name and size, an optional caption, and Remove. */
export function PhotoPreview({
  photo,
  index,
  disabled,
  onCaption,
  onRemove,
}: {
  photo: ChosenPhoto;
  index: number;
  disabled: boolean;
  onCaption: (caption: string) => void;
  onRemove: () => void;
}) {
  return (
    <Flex
      as="li"
      listStyleType="none"
      gap="3"
      p="3"
      rounded="xl"
      borderWidth="1px"
      borderColor="sand.200"
      bg="white"
    >
      <Box boxSize={{ base: '20', sm: '24' }} flexShrink={0} rounded="lg" overflow="hidden" bg="sand.100">
        {photo.previewUrl ? (
          <chakra.img
            src={photo.previewUrl}
            alt={`Preview ${index + 1}: ${photo.file.name}`}
            boxSize="full"
            objectFit="cover"
          />
        ) : (
          <Flex boxSize="full" align="center" justify="center" color="sand.500">
            <Glyph name="image" boxSize="8" />
          </Flex>
        )}
      </Box>
      <Flex direction="column" gap="2" flex="1" minW="0">
        <Flex justify="space-between" align="start" gap="2">
          <Box minW="0">
            <Text fontSize="sm" fontWeight="semibold" color="gray.900" truncate>
              {photo.file.name}
            </Text>
            <Text fontSize="xs" color="gray.600">
              {sizeText(photo.file.size)}
            </Text>
          </Box>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={onRemove}
            disabled={disabled}
            aria-label={`Remove photo ${index + 1} (${photo.file.name})`}
          >
            <Glyph name="cross" /> Remove
          </Button>
        </Flex>
        <Field.Root>
          <Field.Label fontSize="xs" color="gray.700">
            Caption for photo {index + 1} (optional)
          </Field.Label>
          <Input
            size="sm"
            bg="white"
            value={photo.caption}
            maxLength={MAX_CAPTION_LENGTH}
            placeholder="e.g. Low tide by the rock pools"
            disabled={disabled}
            onChange={(e) => onCaption(e.target.value)}
          />
        </Field.Root>
      </Flex>
    </Flex>
  );
}
