/** Where a rule's sources read it otherwise: that we follow the stricter reading, and what each says. */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { DogRuleEvidence } from '../../../../domain/dog-rules/dog-rule-evidence.ts';
import { disagreements, STRICTER_READING } from '../../../../domain/dog-rules/dog-rule-evidence-words.ts';

export function SourcesDisagree({ evidence }: { evidence: readonly DogRuleEvidence[] }) {
  const others = disagreements(evidence);
  if (others.length === 0) return null;
  return (
    <Box
      role="note"
      aria-label={STRICTER_READING}
      fontSize="sm"
      px="2.5"
      py="2"
      rounded="md"
      bg="sand.50"
      borderWidth="1px"
      borderColor="sand.200"
      color="gray.800"
    >
      <Text fontWeight="semibold">{STRICTER_READING}.</Text>
      <Text>Where these sources read it otherwise:</Text>
      <Stack as="ul" gap="1.5" mt="1" ps="4" listStyleType="disc">
        {others.map((source) => (
          <li key={`${source.kind} ${source.title}`}>
            <Text fontWeight="medium">{source.title}</Text>
            <Text>{source.says}</Text>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
