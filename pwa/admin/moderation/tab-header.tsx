import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A tab's title and one line on what it holds, with its filters (`children`) to the right or below. */
export function TabHeader({
  title,
  badge,
  description,
  children,
}: {
  title: string;
  badge?: ReactNode;
  description: string;
  children?: ReactNode;
}) {
  return (
    <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
      <Stack gap="1">
        <HStack gap="3">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          {badge}
        </HStack>
        <Text color="gray.700">{description}</Text>
      </Stack>
      {children}
    </HStack>
  );
}
