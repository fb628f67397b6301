/**
 * The frame the account pages share: a form card beside (on wide screens) a panel saying what
 * an account is for, then links home and to the beaches.
 */
import { Box, Card, Container, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { NeedsNetworkNotice } from '../../ui/needs-network-notice.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { AuthBenefits } from './auth-benefits.tsx';

export interface AuthShellProps {
  /** The page's h1. */
  title: string;
  /** The document title, when it should differ from the h1. */
  pageTitle?: string;
  intro?: ReactNode;
  children: ReactNode;
}

export function AuthShell({ title, pageTitle, intro, children }: AuthShellProps) {
  return (
    <Box bgGradient="to-br" gradientFrom="sea.50" gradientVia="sand.100" gradientTo="sand.50" minH="full">
      <PageHead title={pageTitle ?? title} noindex />
      <Container maxW="6xl" py={{ base: '6', md: '14' }} px={{ base: '4', md: '6' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 480px' }}
          gap={{ base: '6', lg: '12' }}
          alignItems="center"
        >
          {/* The card comes first for screen readers and keyboards; wide screens show it on the right. */}
          <Stack gap="5" w="full" maxW={{ base: 'lg', lg: 'none' }} mx="auto" order={{ lg: 2 }}>
            <Card.Root variant="outline" bg="white" rounded="2xl" borderColor="sand.200" shadow="md">
              <Card.Body gap="6" p={{ base: '5', md: '8' }}>
                <Stack gap="2">
                  <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="sea.900">
                    {title}
                  </Heading>
                  {intro && <Text color="gray.700">{intro}</Text>}
                </Stack>
                <NeedsNetworkNotice action="Signing in or creating an account" />
                {children}
              </Card.Body>
            </Card.Root>
            <Flex as="nav" aria-label="Leave this page" justify="center" gap="6" fontSize="sm">
              <Link asChild color="sea.800" fontWeight="medium">
                <RouterLink to="/">Back to home</RouterLink>
              </Link>
              <Link asChild color="sea.800" fontWeight="medium">
                <RouterLink to="/beaches">Browse beaches</RouterLink>
              </Link>
            </Flex>
          </Stack>
          <Box display={{ base: 'none', lg: 'block' }} order={{ lg: 1 }}>
            <AuthBenefits />
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
