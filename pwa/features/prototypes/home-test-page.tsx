import {
  Alert,
  Box,
  Button,
  Container,
  chakra,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FEATURED_LIMIT, FEATURED_SLUGS } from '../../../domain/beaches/listing.ts';
import { allBeachesQuery } from '../../data/queries/get-all-beaches.ts';
import { useNow } from '../../lib/use-now.ts';
import { BeachCard } from '../../ui/beach-card.tsx';
import { artworkFor } from '../../ui/beach-image.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { PrototypeBanner } from './prototype-banner.tsx';

function FeaturedBeaches() {
  const { data, isPending, isError, error } = useQuery(allBeachesQuery());
  const now = useNow();
  const featured = useMemo(() => {
    const bySlug = new Map((data ?? []).map((b) => [b.slug, b]));
    return FEATURED_SLUGS.flatMap((slug) => bySlug.get(slug) ?? []).slice(0, FEATURED_LIMIT);
  }, [data]);

  if (isPending) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="72" rounded="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{error.message}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
      {featured.map((beach, i) => (
        <li key={beach.id}>
          <BeachCard beach={beach} now={now} eagerImage={i < 3} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Prototype (spec §2): an alternative home page, a search-first split hero and the featured beaches. */
export default function HomeTestPage() {
  // The featured list below asks for the directory anyway: its length is the real count, when it is here.
  const count = useQuery(allBeachesQuery()).data?.length;
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = search.trim();
    navigate(text ? `/beaches?search=${encodeURIComponent(text)}` : '/beaches');
  };

  return (
    <>
      <PageHead title="Home (test design)" noindex />
      <PrototypeBanner title="Prototype">
        An alternative home page design, hidden from search engines. Compare it with{' '}
        <Link asChild textDecoration="underline" fontWeight="semibold">
          <RouterLink to="/">the live home page</RouterLink>
        </Link>
        .
      </PrototypeBanner>
      <Box bg="sea.50" borderBottomWidth="1px" borderColor="sea.100">
        <Container maxW="7xl" py={{ base: '10', md: '16' }}>
          <Grid
            templateColumns={{ base: '1fr', md: '1.2fr 1fr' }}
            gap={{ base: '8', md: '12' }}
            alignItems="center"
          >
            <Stack gap="5">
              <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="sea.900" lineHeight="1.1">
                Where can my dog go to the beach today?
              </Heading>
              <Text fontSize={{ base: 'md', md: 'xl' }} color="gray.700">
                {count ? `${count} beaches` : 'Beaches'} across Devon and the South West, each saying what its
                dog rules rest on, plus tides, water quality and parking.
              </Text>
              <chakra.form onSubmit={submit} role="search">
                <HStack align="end" gap="2">
                  <Field.Root flex="1">
                    <Field.Label>Search beaches</Field.Label>
                    <Input
                      bg="white"
                      size="lg"
                      placeholder="Beach or area, e.g. Croyde"
                      value={search}
                      onChange={(e) => setSearch(e.target.value)}
                    />
                  </Field.Root>
                  <Button type="submit" size="lg" colorPalette="sea">
                    Search
                  </Button>
                </HStack>
              </chakra.form>
            </Stack>
            <Box rounded="2xl" overflow="hidden" shadow="lg" aspectRatio={4 / 3} bg="sand.100">
              <img
                src={artworkFor('sandy', 'home-test')}
                alt=""
                width={1200}
                height={675}
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </Box>
          </Grid>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Stack gap="6">
          <HStack justify="space-between" align="end" wrap="wrap" gap="3">
            <Stack gap="1">
              <Heading as="h2" size="2xl" color="sea.900">
                Featured beaches
              </Heading>
              <Text color="gray.600">
                Favourites of dog owners, from North Devon's surf to the South Hams.
              </Text>
            </Stack>
            <Button asChild variant="outline" colorPalette="sea">
              <RouterLink to="/beaches">Browse all beaches</RouterLink>
            </Button>
          </HStack>
          <FeaturedBeaches />
        </Stack>
      </Container>
    </>
  );
}
