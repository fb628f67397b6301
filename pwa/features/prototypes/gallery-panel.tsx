import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { BeachImage } from '../../ui/beach-image.tsx';

export function GalleryPanel({ beach }: { beach: Beach }) {
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg" color="sea.900">
        Gallery
      </Heading>
      <Box as="figure" rounded="xl" overflow="hidden" bg="sand.100" aspectRatio={16 / 9}>
        <BeachImage
          src={beach.imageUrl}
          beachType={beach.beachType}
          artworkKey={beach.slug}
          alt={beach.name}
          width={1200}
          height={675}
        />
      </Box>
      <Stack gap="3" p="5" rounded="xl" bg="white" borderWidth="1px" align="start">
        <Text fontWeight="semibold">Community photos</Text>
        <Text color="gray.700">
          Photos shared by dog owners will appear here. Location data is removed from every photo before it is
          published.
        </Text>
        <Button asChild size="sm" colorPalette="sea" variant="outline">
          <RouterLink to="/community/upload">Share a photo</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
