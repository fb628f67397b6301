import { Badge, Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beach.ts';
import { dogAccessNow } from '../../../domain/dog-access-now.ts';
import {
  checkedLabel,
  confidenceText,
  DOG_STATUS_LABELS,
  hoursLabel,
  restrictedDatesLabel,
} from './dog-rule-labels.ts';

// Light badges on the dark header: solid orange and green fail contrast with white text.
const CONFIDENCE = {
  high: { label: 'High confidence', palette: 'green' },
  medium: { label: 'Medium confidence', palette: 'yellow' },
  low: { label: 'Low confidence', palette: 'orange' },
} as const;

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Text
        fontSize="xs"
        fontWeight="semibold"
        color="gray.600"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {label}
      </Text>
      <Text fontWeight="medium" color="gray.900">
        {value ?? 'Not recorded'}
      </Text>
    </Box>
  );
}

/**
 * The beach's recorded dog rules with where they come from and how sure we are of them. Nothing
 * in the data marks a rule as verified, so nothing here says "verified" (issue #29).
 */
export function DogAccessInformation({ beach }: { beach: Beach }) {
  const status = beach.dogAccessStatus ? DOG_STATUS_LABELS[beach.dogAccessStatus] : null;
  const confidence = beach.validationConfidence ? CONFIDENCE[beach.validationConfidence] : null;
  const today = dogAccessNow(beach, new Date());

  return (
    <Box
      as="section"
      aria-labelledby="dog-access-information"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="sea.200"
      overflow="hidden"
      shadow="sm"
    >
      <HStack
        justify="space-between"
        wrap="wrap"
        gap="3"
        px={{ base: '5', md: '6' }}
        py="4"
        bg="sea.700"
        color="white"
      >
        <Heading as="h2" id="dog-access-information" size="lg">
          Dog access information
        </Heading>
        {confidence && (
          <Badge bg={`${confidence.palette}.100`} color={`${confidence.palette}.900`} size="md">
            {confidence.label}
          </Badge>
        )}
      </HStack>
      <Stack gap="5" p={{ base: '5', md: '6' }}>
        <Box p="4" rounded="lg" bg="sea.50">
          <Text fontSize="sm" color="sea.800" fontWeight="semibold">
            Today
          </Text>
          <Text fontSize="lg" fontWeight="semibold" color="gray.900">
            {today.message}
          </Text>
        </Box>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Fact label="Status" value={status} />
          <Fact label="Restricted dates" value={restrictedDatesLabel(beach)} />
          <Fact label="Restricted hours" value={hoursLabel(beach.dogRestrictionHours)} />
          <Fact label="Lead required" value={beach.dogOnLeadRequired ? 'Yes' : 'No'} />
        </SimpleGrid>
        {beach.dogRestrictionZones && <Fact label="Zones" value={beach.dogRestrictionZones} />}
        {beach.validationNotes && (
          <Text fontSize="sm" color="gray.700" lineHeight="1.6">
            {beach.validationNotes}
          </Text>
        )}
        <Stack gap="1" pt="4" borderTopWidth="1px" fontSize="sm" color="gray.700">
          <Text>{confidenceText(beach)}</Text>
          <Text>
            Last checked: <strong>{checkedLabel(beach.validationLastChecked) ?? 'not recorded'}</strong>
          </Text>
          {beach.validationSourceUrl && (
            <Text>
              Source:{' '}
              <Link
                href={beach.validationSourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                color="sea.700"
                textDecoration="underline"
                wordBreak="break-all"
              >
                {new URL(beach.validationSourceUrl).hostname}
              </Link>
            </Text>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
