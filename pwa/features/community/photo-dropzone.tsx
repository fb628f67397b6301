/**
 * Where photos are chosen: a button that opens the file picker, and a drop area for dragging
 * files in. Either way the files go through the same checks (photo-rules.ts).
 */
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { type DragEvent, useRef, useState } from 'react';
import { Glyph } from '../../ui/glyph.tsx';
import { MAX_PHOTOS } from './photo-rules.ts';

export function PhotoDropzone({
  remaining,
  disabled,
  onFiles,
}: {
  remaining: number;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const full = remaining <= 0;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'sea.500' : 'sand.300'}
      bg={dragging ? 'sea.50' : 'sand.50'}
      rounded="2xl"
      px="6"
      py={{ base: '6', md: '8' }}
      textAlign="center"
      transition="background 0.15s, border-color 0.15s"
    >
      <Stack align="center" gap="3">
        <Box color="sea.600">
          <Glyph name="upload" boxSize="9" />
        </Box>
        <Text fontWeight="semibold" color="gray.900">
          {full ? `You've chosen ${MAX_PHOTOS} photos` : 'Drag photos here, or choose them from your device'}
        </Text>
        <Text fontSize="sm" color="gray.600">
          Up to {MAX_PHOTOS} photos · JPG, PNG, GIF or WebP · 10MB each
        </Text>
        <chakra.input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label="Choose photos"
          onChange={(e) => {
            onFiles(Array.from(e.target.files ?? []));
            // Let the same file be chosen again after it was removed.
            e.target.value = '';
          }}
        />
        <Button
          colorPalette="sea"
          variant="outline"
          bg="white"
          onClick={() => input.current?.click()}
          disabled={disabled || full}
        >
          <Glyph name="image" /> Choose photos
        </Button>
      </Stack>
    </Box>
  );
}
