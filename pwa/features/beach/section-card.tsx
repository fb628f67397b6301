import { Card, type CardRootProps, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Glyph, type GlyphName } from '../../ui/glyph.tsx';

/** The beach page's card: an icon and a heading, then the content. Headings are h2 (the page's h1 is the name). */
export function SectionCard({
  title,
  icon,
  action,
  children,
  ...props
}: { title: string; icon: GlyphName; action?: ReactNode; children: ReactNode } & Omit<
  CardRootProps,
  'title'
>) {
  return (
    <Card.Root
      variant="outline"
      bg="white"
      borderColor="sand.200"
      rounded="xl"
      shadow="xs"
      // Clear the sticky header when a jump link scrolls here.
      scrollMarginTop="24"
      {...props}
    >
      <Card.Header pb="0">
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Flex align="center" gap="2.5">
            <Flex align="center" justify="center" boxSize="8" rounded="lg" bg="sea.50" color="sea.700">
              <Glyph name={icon} boxSize="4.5" />
            </Flex>
            <Heading as="h2" size="md" color="sea.900">
              {title}
            </Heading>
          </Flex>
          {action}
        </Flex>
      </Card.Header>
      <Card.Body pt="4">{children}</Card.Body>
    </Card.Root>
  );
}
