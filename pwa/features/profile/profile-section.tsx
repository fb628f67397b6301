import { Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card on the profile (h2), with an optional action beside the title. */
export function ProfileSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root
      as="section"
      aria-label={title}
      variant="outline"
      bg="white"
      rounded="2xl"
      borderColor="sand.200"
      shadow="xs"
    >
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" color="sea.900">
            {title}
          </Heading>
          {action}
        </Flex>
      </Card.Header>
      <Card.Body pt="4">{children}</Card.Body>
    </Card.Root>
  );
}
