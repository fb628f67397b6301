import {
  Box,
  Breadcrumb,
  Button,
  Container,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { siteOrigin } from '../../lib/render-environment.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { breadcrumbLd } from './blog-json-ld.ts';
import { SafetyGuideCard } from './safety-guide-card.tsx';
import { SAFETY_SECTIONS } from './safety-guide-sections.ts';
import { SafetyIcon } from './safety-icon.tsx';

const TITLE = 'Dog Beach Safety Guide';
const DESCRIPTION =
  'Six essentials for taking your dog to the beach in Devon: tides and rip currents, wildlife and nesting season, dog health, leave no trace, etiquette and what to do in an emergency.';

const SOURCES = [
  { href: 'https://rnli.org/safety', label: 'RNLI beach safety advice' },
  { href: 'https://www.thekennelclub.org.uk/', label: 'The Kennel Club' },
  {
    href: 'https://www.gov.uk/government/organisations/maritime-and-coastguard-agency',
    label: 'HM Coastguard',
  },
];

function articleLd() {
  const url = new URL('/blog/dog-beach-safety', siteOrigin()).toString();
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: TITLE,
      description: DESCRIPTION,
      url,
      mainEntityOfPage: url,
      articleSection: SAFETY_SECTIONS.map((s) => s.title),
      author: { '@type': 'Organization', name: 'Devon Dog Beaches' },
      publisher: { '@type': 'Organization', name: 'Devon Dog Beaches' },
    },
    breadcrumbLd([
      ['Home', '/'],
      ['Blog', '/blog'],
      [TITLE, '/blog/dog-beach-safety'],
    ]),
  ];
}

export default function SafetyGuidePage() {
  return (
    <Box as="article">
      <PageHead
        title={TITLE}
        description={DESCRIPTION}
        canonicalPath="/blog/dog-beach-safety"
        jsonLd={articleLd()}
      />
      <Box bg="sea.900" color="white" pt={{ base: '6', md: '10' }} pb={{ base: '10', md: '14' }}>
        <Container maxW="7xl">
          <Breadcrumb.Root size="sm" mb={{ base: '6', md: '8' }}>
            <Breadcrumb.List color="sea.100">
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild color="sea.100">
                  <RouterLink to="/">Home</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild color="sea.100">
                  <RouterLink to="/blog">Blog</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.CurrentLink color="white">{TITLE}</Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </Breadcrumb.List>
          </Breadcrumb.Root>
          <Stack gap="4" maxW="3xl">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="-0.02em">
              {TITLE}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'xl' }} color="sea.100" lineHeight="1.6">
              Everything we check before a day on the coast with our own dog. Six short cards, worth a minute
              before you set off.
            </Text>
          </Stack>
          <HStack
            mt={{ base: '6', md: '8' }}
            gap="3"
            p="4"
            rounded="xl"
            bg="red.700"
            align="start"
            maxW="3xl"
            role="note"
            aria-label="Emergency number"
          >
            <Box flexShrink={0} mt="0.5">
              <SafetyIcon name="alert" size="24px" />
            </Box>
            <Text fontWeight="medium">
              Emergency at the coast? Call{' '}
              <Text as="strong" fontSize="lg" whiteSpace="nowrap">
                999 or 112
              </Text>{' '}
              and ask for the Coastguard. Never go into the water after your dog.
            </Text>
          </HStack>
        </Container>
      </Box>
      <Container maxW="7xl" mt={{ base: '-6', md: '-8' }}>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={{ base: '5', md: '6' }}>
          {SAFETY_SECTIONS.map((section) => (
            <SafetyGuideCard key={section.id} section={section} />
          ))}
        </SimpleGrid>
        <Stack
          mt="12"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="6"
          p={{ base: '5', md: '8' }}
          rounded="2xl"
          bg="sand.100"
          borderWidth="1px"
          borderColor="sand.200"
        >
          <Stack gap="2" maxW="2xl">
            <Heading as="h2" size="lg" color="sea.900">
              Rules and conditions change
            </Heading>
            <Text color="gray.700">
              This guide is general advice. Always follow local signs, lifeguards and council dog orders. For
              more on safety at the coast, see{' '}
              {SOURCES.map((s, i) => (
                <span key={s.href}>
                  <Link
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="sea.700"
                    textDecoration="underline"
                  >
                    {s.label}
                  </Link>
                  {i < SOURCES.length - 2 ? ', ' : i === SOURCES.length - 2 ? ' and ' : '.'}
                </span>
              ))}
            </Text>
          </Stack>
          <Stack
            direction={{ base: 'column', sm: 'row', md: 'column' }}
            gap="3"
            flexShrink={0}
            justify="center"
          >
            <Button asChild colorPalette="sea">
              <RouterLink to="/beaches">Find a dog-friendly beach</RouterLink>
            </Button>
            <Button asChild variant="outline" bg="white">
              <RouterLink to="/blog">More guides</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
