import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Glyph } from '../../ui/glyph.tsx';

/** The band at the top of the community screens: eyebrow, h1, intro and a way back. */
export function CommunityPageHeader({
  eyebrow,
  title,
  intro,
  back,
  maxW = '6xl',
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  back: { to: string; label: string };
  /** The page's content width, so the title lines up with what is below it. */
  maxW?: string;
}) {
  return (
    <Box
      bgGradient="to-b"
      gradientFrom="sea.50"
      gradientTo="sand.50"
      borderBottomWidth="1px"
      borderColor="sand.200"
    >
      <Container maxW={maxW} py={{ base: '6', md: '10' }}>
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'end' }} gap="4">
          <Stack gap="2" maxW="2xl">
            <Text
              color="sea.700"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              fontSize="sm"
            >
              {eyebrow}
            </Text>
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="sea.900">
              {title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
              {intro}
            </Text>
          </Stack>
          <Button
            asChild
            variant="outline"
            colorPalette="sea"
            bg="white"
            alignSelf={{ base: 'start', md: 'end' }}
          >
            <RouterLink to={back.to}>
              <Glyph name="arrowLeft" /> {back.label}
            </RouterLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
