import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { amenityAnswer, type Beach } from '../../../domain/beaches/beach.ts';
import { dogAccessNow } from '../../../domain/dog-rules/dog-access-now.ts';

const FACTS = [
  ['hasParking', 'Parking'],
  ['hasFacilities', 'Toilets'],
  ['hasBeachCafe', 'Cafe'],
  ['hasLifeguards', 'Lifeguards (summer)'],
  ['hasFreshWater', 'Fresh water'],
  ['hasDogWalks', 'Dog walks nearby'],
] as const;

const TONE = {
  allowed: 'green',
  lead: 'green',
  restricted: 'orange',
  banned: 'red',
  unknown: 'gray',
} as const;

/** What a dog owner needs before leaving home: can we go now, and what is there. */
export function EssentialsPanel({ beach }: { beach: Beach }) {
  const today = dogAccessNow(beach, new Date());
  const tone = TONE[today.state];
  return (
    <Stack gap="6">
      <Box p="5" rounded="xl" bg={`${tone}.50`} borderWidth="1px" borderColor={`${tone}.200`}>
        <Text
          fontSize="sm"
          fontWeight="semibold"
          color={`${tone}.800`}
          textTransform="uppercase"
          letterSpacing="wide"
        >
          Dogs today
        </Text>
        <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" color="gray.900" mt="1">
          {today.message}
        </Text>
      </Box>
      <Stack gap="3">
        <Heading as="h2" size="lg" color="sea.900">
          At a glance
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3 }} gap="3">
          {FACTS.map(([flag, label]) => {
            const answer = amenityAnswer(beach[flag]);
            return (
              <Box
                as="li"
                key={flag}
                p="3"
                rounded="lg"
                bg="white"
                borderWidth="1px"
                color={answer === 'yes' ? 'gray.900' : 'gray.600'}
              >
                <Text
                  as="span"
                  aria-hidden
                  color={answer === 'yes' ? 'green.600' : 'gray.500'}
                  fontWeight="bold"
                  mr="2"
                >
                  {answer === 'yes' ? '✓' : answer === 'no' ? '✕' : '?'}
                </Text>
                {label}
                <Text as="span" srOnly={answer !== 'not known'}>
                  : {answer}
                </Text>
              </Box>
            );
          })}
        </SimpleGrid>
      </Stack>
      {beach.safetyNotes && (
        <Stack gap="2">
          <Heading as="h2" size="lg" color="sea.900">
            Safety
          </Heading>
          <Text color="gray.700" lineHeight="1.7">
            {beach.safetyNotes}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
