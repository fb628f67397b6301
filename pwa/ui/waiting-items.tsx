/**
 * What the user made that is still on the phone, shown where it will appear once sent (the beach
 * page, the profile), marked as waiting. Only this phone sees it until the server has it.
 */
import { AspectRatio, Badge, Box, chakra, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { type OutboxItemSummary, useOutboxPhotoUrl } from '../data/outbox/outbox.ts';
import { WaitingBadge } from './waiting-badge.tsx';

/** "Waiting to send", or, once the server refused it, that it was not sent (the list says why). */
function ItemBadge({ item }: { item: OutboxItemSummary }) {
  return item.state === 'needs-attention' ? (
    <Badge colorPalette="red" variant="subtle">
      Not sent — see Waiting to send
    </Badge>
  ) : (
    <WaitingBadge />
  );
}

const text = (item: OutboxItemSummary, field: string) => {
  const value = item.body?.[field];
  return typeof value === 'string' ? value : '';
};

export function WaitingFeedback({ item, author = 'You' }: { item: OutboxItemSummary; author?: string }) {
  return (
    <Box
      as="li"
      listStyleType="none"
      p="3"
      rounded="lg"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
    >
      <Flex gap="2" align="center" wrap="wrap" mb="1" fontSize="sm">
        <Text fontWeight="semibold">{author}</Text>
        <ItemBadge item={item} />
      </Flex>
      <Text fontSize="sm" whiteSpace="pre-line">
        {text(item, 'content')}
      </Text>
    </Box>
  );
}

export function WaitingPhoto({ item }: { item: OutboxItemSummary }) {
  const url = useOutboxPhotoUrl(item.id);
  const caption = text(item, 'caption_0');
  return (
    <Box as="li" listStyleType="none">
      <chakra.figure m="0" position="relative">
        <AspectRatio ratio={4 / 3} rounded="lg" overflow="hidden" bg="sand.100">
          {url ? (
            <Image src={url} alt={caption || 'Your photo, waiting to send'} objectFit="cover" />
          ) : (
            <Box />
          )}
        </AspectRatio>
        <Box position="absolute" top="2" left="2">
          <ItemBadge item={item} />
        </Box>
        <Stack as="figcaption" gap="0" fontSize="xs" color="gray.700" mt="1">
          <Text>{caption ? `${caption} · You` : 'You'}</Text>
        </Stack>
      </chakra.figure>
    </Box>
  );
}
