import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { CommunityIcon } from '../../ui/community-icon.tsx';
import type { PickedBeach } from './beach-picker.tsx';

/** After an upload: the photos are already on the beach page (DESIGN.md), so link there. */
export function UploadSuccess({
  beach,
  count,
  onAnother,
}: {
  beach: PickedBeach;
  count: number;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="5" align="center" textAlign="center" py={{ base: '4', md: '8' }}>
      <Flex boxSize="16" rounded="full" bg="green.100" color="green.700" align="center" justify="center">
        <CommunityIcon name="checkCircle" boxSize="8" />
      </Flex>
      <Stack gap="2" maxW="md">
        <Heading as="h2" size="xl" color="sea.900" ref={heading} tabIndex={-1} _focus={{ outline: 'none' }}>
          Thanks for sharing!
        </Heading>
        <Text color="gray.700">
          {count === 1 ? 'Your photo is' : `Your ${count} photos are`} now on the {beach.name} page for other
          dog owners to see.
        </Text>
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
