import { Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Glyph } from '../../ui/glyph.tsx';

/** The loading / error / empty states every data card shares (spec §4). */
/** `offline`: the data needs a connection; said calmly, like an empty state, not as an error. */
export function CardState({
  kind,
  message,
}: {
  kind: 'loading' | 'error' | 'empty' | 'offline';
  message: string;
}) {
  if (kind === 'loading') {
    return (
      <Stack gap="2" role="status" aria-live="polite">
        <Text srOnly>{message}</Text>
        <Skeleton h="4" w="80%" />
        <Skeleton h="4" w="60%" />
        <Skeleton h="4" w="70%" />
      </Stack>
    );
  }
  return (
    <Flex
      gap="2.5"
      align="start"
      p="3"
      rounded="lg"
      bg={kind === 'error' ? 'orange.50' : 'sand.50'}
      color={kind === 'error' ? 'orange.900' : 'gray.700'}
    >
      <Glyph name={kind === 'error' ? 'alert' : 'info'} mt="0.5" />
      <Text fontSize="sm">{message}</Text>
    </Flex>
  );
}
