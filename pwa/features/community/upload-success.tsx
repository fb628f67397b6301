import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PickedBeach } from '../../data/writes/upload-photos.ts';
import { Glyph } from '../../ui/glyph.tsx';

/**
 * After an upload: the photos are already on the beach page (DESIGN.md), so link there. Photos
 * kept on the phone for want of a signal are said to be waiting, not shown as sent.
 */
export function UploadSuccess({
  beach,
  count,
  queued = 0,
  onAnother,
}: {
  beach: PickedBeach;
  count: number;
  queued?: number;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="5" align="center" textAlign="center" py={{ base: '4', md: '8' }}>
      <Flex boxSize="16" rounded="full" bg="green.100" color="green.700" align="center" justify="center">
        <Glyph name="checkCircle" boxSize="8" />
      </Flex>
      <Stack gap="2" maxW="md">
        <Heading as="h2" size="xl" color="sea.900" ref={heading} tabIndex={-1} _focus={{ outline: 'none' }}>
          {queued > 0 ? 'Saved on your phone' : 'Thanks for sharing!'}
        </Heading>
        {count > 0 && (
          <Text color="gray.700">
            {count === 1 ? 'Your photo is' : `Your ${count} photos are`} now on the {beach.name} page for
            other dog owners to see.
          </Text>
        )}
        {queued > 0 && (
          <Text color="gray.700">
            {queued === 1 ? 'Your photo' : `${queued} photos`} for {beach.name} {queued === 1 ? 'is' : 'are'}{' '}
            kept on this phone and will be sent by itself, even if you close the app. You can follow{' '}
            {queued === 1 ? 'it' : 'them'} under “Waiting to send”.
          </Text>
        )}
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
        <Button asChild colorPalette="sea">
          <RouterLink to={`/beach/${beach.slug ?? beach.id}`}>View {beach.name}</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="sea">
          <RouterLink to="/profile">Go to your profile</RouterLink>
        </Button>
        <Button variant="ghost" colorPalette="sea" onClick={onAnother}>
          Upload more photos
        </Button>
      </Stack>
    </Stack>
  );
}
