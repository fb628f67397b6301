import { Card, chakra, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface InfoCardProps {
  title: string;
  /** An SVG path (24×24, stroked), drawn in a tinted circle beside the title. */
  icon: string;
  children: ReactNode;
}

/** A side card on the contact page: icon, heading, content. */
export function InfoCard({ title, icon, children }: InfoCardProps) {
  return (
    <Card.Root as="section" variant="outline" bg="white" rounded="xl" borderColor="sand.200" shadow="xs">
      <Card.Body gap="3" p="5">
        <Flex align="center" gap="3">
          <Flex
            align="center"
            justify="center"
            boxSize="10"
            rounded="full"
            bg="sea.50"
            color="sea.700"
            flexShrink={0}
          >
            <chakra.svg
              viewBox="0 0 24 24"
              boxSize="5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden
            >
              <path d={icon} />
            </chakra.svg>
          </Flex>
          <Heading as="h2" size="md" color="sea.900">
            {title}
          </Heading>
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
