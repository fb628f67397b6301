import { Box, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useRenderInstant } from '../../lib/use-now.ts';
import { InstallApp } from '../pwa-install/install-app.tsx';
import { OfflineCopyInfo } from './offline-copy-info.tsx';
import { NAV_LINKS, TAGLINE } from './site-header.tsx';

const CONTACT_EMAIL = 'hello@devondogbeaches.co.uk';

const OUTBOUND = [
  {
    href: 'https://www.gov.uk/guidance/public-spaces-protection-orders',
    label: 'GOV.UK: dog control orders (PSPOs)',
  },
  {
    href: 'https://environment.data.gov.uk/bwq/profiles/',
    label: 'Environment Agency bathing water quality',
  },
  { href: 'https://rnli.org/safety', label: 'RNLI beach safety' },
  { href: 'https://www.southwestcoastpath.org.uk/', label: 'South West Coast Path' },
  {
    href: 'https://www.nationaltrust.org.uk/visit/dog-friendly',
    label: 'National Trust: dog-friendly places',
  },
  { href: 'https://www.thekennelclub.org.uk/', label: 'The Kennel Club' },
];

export function SiteFooter() {
  const year = useRenderInstant().getFullYear();
  return (
    <Box as="footer" bg="sea.900" color="sea.50" mt="16">
      <Container maxW="7xl" py="10">
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1.5fr' }} gap="8">
          <Stack gap="3">
            <Text fontWeight="bold" fontSize="lg">
              Devon Dog Beaches
            </Text>
            <Text color="sea.100">
              {TAGLINE}. Dog rules that say what they rest on, real tides and water quality.
            </Text>
            <Text>
              Email:{' '}
              <Link href={`mailto:${CONTACT_EMAIL}`} color="white" textDecoration="underline">
                {CONTACT_EMAIL}
              </Link>
            </Text>
            <OfflineCopyInfo />
            <InstallApp />
          </Stack>
          <Stack as="nav" aria-label="Quick links" gap="2">
            <Heading as="h2" size="sm" color="white">
              Quick links
            </Heading>
            {NAV_LINKS.map((l) => (
              <Link key={l.to} asChild color="sea.100">
                <RouterLink to={l.to}>{l.label}</RouterLink>
              </Link>
            ))}
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="sm" color="white">
              Official and dog organisations
            </Heading>
            {OUTBOUND.map((l) => (
              <Link key={l.href} href={l.href} color="sea.100" target="_blank" rel="noopener noreferrer">
                {l.label}
              </Link>
            ))}
          </Stack>
        </Grid>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          borderTopWidth="1px"
          borderColor="sea.700"
          mt="8"
          pt="6"
          gap="3"
        >
          <Text fontSize="sm" color="sea.100">
            © {year} Devon Dog Beaches. Always check local signs: rules change.
          </Text>
          <Stack direction="row" gap="4" fontSize="sm">
            <Link asChild color="white">
              <RouterLink to="/privacy">Privacy</RouterLink>
            </Link>
            <Link asChild color="white">
              <RouterLink to="/terms">Terms</RouterLink>
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
