import { Box, Container, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The strip that tells staff (and anyone who finds the link) that this page is a test design. */
export function PrototypeBanner({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box bg="sand.200" borderBottomWidth="1px" borderColor="sand.300" role="note" aria-label={title}>
      <Container maxW="7xl" py="3">
        <HStack gap="3" align="start" fontSize="sm" color="sand.900">
          <Box
            as="span"
            flexShrink={0}
            px="2"
            py="0.5"
            rounded="sm"
            bg="sand.800"
            color="white"
            fontWeight="bold"
            fontSize="xs"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {title}
          </Box>
          <Text>{children}</Text>
        </HStack>
      </Container>
    </Box>
  );
}
