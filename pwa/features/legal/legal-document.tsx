import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHead } from '../../ui/page-head.tsx';

const CONTACT_EMAIL = 'hello@devondogbeaches.co.uk';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The shared frame of the privacy notice and the terms: title, date, contents and readable sections. */
export function LegalDocument({
  title,
  description,
  path,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  /** When this document's words last changed, as shown: '25 November 2026'. */
  lastUpdated: string;
  description: string;
  path: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <PageHead title={title} description={description} canonicalPath={path} />
      <Stack gap="3" maxW="3xl" mb={{ base: '8', md: '10' }}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="sea.900">
          {title}
        </Heading>
        <Text color="gray.600" fontSize="sm">
          Last updated {lastUpdated}
        </Text>
        <Box fontSize={{ base: 'md', md: 'lg' }} color="gray.700" lineHeight="1.7">
          {intro}
        </Box>
      </Stack>
      <Box display={{ lg: 'grid' }} gridTemplateColumns={{ lg: '15rem 1fr' }} gap="12" alignItems="start">
        <Box
          as="nav"
          aria-label="On this page"
          position={{ lg: 'sticky' }}
          top="6"
          mb={{ base: '8', lg: '0' }}
          p="5"
          rounded="xl"
          bg="white"
          borderWidth="1px"
        >
          <Text fontWeight="semibold" color="sea.900" mb="2" fontSize="sm">
            On this page
          </Text>
          <Stack as="ol" gap="1.5" fontSize="sm" listStyleType="none">
            {sections.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.id}`} color="sea.700">
                  {s.title}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
        <Stack gap={{ base: '8', md: '10' }} maxW="70ch">
          {sections.map((s) => (
            <Box as="section" key={s.id} aria-labelledby={s.id} scrollMarginTop="6">
              <Heading as="h2" id={s.id} size="xl" color="sea.900" mb="3">
                {s.title}
              </Heading>
              <Box
                color="gray.800"
                lineHeight="1.75"
                css={{
                  '& p + p, & p + ul, & ul + p': { marginTop: '0.9em' },
                  '& ul': { listStyleType: 'disc', paddingInlineStart: '1.3em' },
                  '& li': { marginY: '0.4em' },
                  '& li::marker': { color: 'sea.600' },
                  '& h3': {
                    fontWeight: 'semibold',
                    color: 'sea.900',
                    marginTop: '1.2em',
                    marginBottom: '0.3em',
                  },
                  '& a': { color: 'sea.700', textDecoration: 'underline', textUnderlineOffset: '3px' },
                  '& strong': { fontWeight: 'semibold', color: 'gray.900' },
                }}
              >
                {s.body}
              </Box>
            </Box>
          ))}
        </Stack>
      </Box>
    </Container>
  );
}

/** The contact address as a mail link. */
export const Email = () => <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
