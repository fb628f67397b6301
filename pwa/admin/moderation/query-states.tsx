import { Alert, Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ApiError } from '../../data/http/api-client.ts';

export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * The three states every admin tab shows before its content: loading, an error with Try again,
 * and empty (`isEmpty` decides, `empty` says it in words).
 */
export function QueryStates<T>({
  query,
  what,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  /** "reviews", for "Loading reviews…" and "Could not load reviews". */
  what: string;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <HStack role="status" gap="3" py="8" justify="center" color="gray.700">
        <Spinner size="sm" color="sea.600" />
        <Text>Loading {what}…</Text>
      </HStack>
    );
  }
  if (query.isError || query.data === undefined) {
    const detail = query.error instanceof ApiError ? query.error.serverMessage : undefined;
    return (
      <Alert.Root status="error" my="4">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Could not load {what}</Alert.Title>
          <Alert.Description>{detail ?? query.error?.message ?? 'Please try again.'}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Box py="10" textAlign="center" bg="white" rounded="lg" borderWidth="1px" borderColor="gray.200">
        <Text color="gray.700">{empty}</Text>
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}
