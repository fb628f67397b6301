/** /contact (spec §4): the contact form beside cards with other ways to reach us. */
import { Box, Card, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { PageHead } from '../../ui/page-head.tsx';
import { ContactAside } from './contact-aside.tsx';
import { ContactForm } from './contact-form.tsx';

export default function ContactPage() {
  return (
    <>
      <PageHead
        title="Contact"
        description="Contact Devon Dog Beaches: report a changed dog rule, suggest a beach or ask a question. We reply within 24-48 hours, Monday to Friday."
        canonicalPath="/contact"
      />
      <Box
        bgGradient="to-b"
        gradientFrom="sea.50"
        gradientTo="sand.50"
        borderBottomWidth="1px"
        borderColor="sand.200"
      >
        <Container maxW="6xl" py={{ base: '10', md: '14' }}>
          <Stack gap="3" maxW="2xl">
            <Text
              color="sea.700"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              fontSize="sm"
            >
              Contact
            </Text>
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="sea.900">
              Get in touch
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
              Spotted a dog rule that has changed, a beach we are missing, or have a question about a visit?
              Send us a message and we will get back to you.
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 340px' }}
          gap={{ base: '6', lg: '8' }}
          alignItems="start"
        >
          <Card.Root
            as="section"
            aria-labelledby="contact-form-heading"
            variant="outline"
            bg="white"
            rounded="2xl"
            borderColor="sand.200"
            shadow="sm"
          >
            <Card.Body gap="6" p={{ base: '5', md: '8' }}>
              <Stack gap="1">
                <Heading as="h2" id="contact-form-heading" size="xl" color="sea.900">
                  Send us a message
                </Heading>
                <Text color="gray.600">We read every message and reply by email.</Text>
              </Stack>
              <ContactForm />
            </Card.Body>
          </Card.Root>
          <ContactAside />
        </Grid>
      </Container>
    </>
  );
}
