import { Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { SafetySection } from './safety-guide-sections.ts';
import { SafetyIcon } from './safety-icon.tsx';

/** One of the six safety cards; the emergency card stands out in red so it is found in a hurry. */
export function SafetyGuideCard({ section }: { section: SafetySection }) {
  const urgent = section.urgent === true;
  return (
    <Card.Root
      as="section"
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      variant="outline"
      bg={urgent ? 'red.50' : 'white'}
      borderColor={urgent ? 'red.200' : 'gray.200'}
      borderTopWidth="4px"
      borderTopColor={urgent ? 'red.600' : 'sea.500'}
      h="full"
      scrollMarginTop="24"
    >
      <Card.Body gap="4" p={{ base: '5', md: '6' }}>
        <HStack gap="3" align="center">
          <Box
            boxSize="12"
            rounded="xl"
            display="grid"
            placeItems="center"
            flexShrink={0}
            bg={urgent ? 'red.100' : 'sea.50'}
            color={urgent ? 'red.700' : 'sea.700'}
          >
            <SafetyIcon name={section.icon} size="28px" />
          </Box>
          <Heading as="h2" id={`${section.id}-title`} size="xl" color={urgent ? 'red.900' : 'sea.900'}>
            {section.title}
          </Heading>
        </HStack>
        <Text fontWeight="medium" color={urgent ? 'red.900' : 'gray.800'} fontSize={urgent ? 'lg' : 'md'}>
          {section.summary}
        </Text>
        <Stack as="ul" gap="3" listStyleType="none">
          {section.tips.map((tip) => (
            <HStack as="li" key={tip.lead} align="start" gap="3">
              <Box
                aria-hidden
                mt="2"
                boxSize="2"
                rounded="full"
                flexShrink={0}
                bg={urgent ? 'red.500' : 'sand.500'}
              />
              <Text color="gray.700" lineHeight="1.6">
                <Text as="strong" fontWeight="semibold" color="gray.900">
                  {tip.lead}
                </Text>{' '}
                {tip.text}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
