import { Box, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { dogRulesOf } from '../../../../domain/dog-rules/dog-rules-legacy.ts';
import { AccessBadge } from '../../../ui/access-badge.tsx';
import { Glyph } from '../../../ui/glyph.tsx';
import { SectionCard } from '../section-card.tsx';
import { AddToCalendar } from './add-to-calendar.tsx';
import { DogRuleList } from './dog-rule-list.tsx';
import { DogRulesSource } from './dog-rules-source.tsx';

const Term = chakra('dt', { base: { color: 'gray.700', fontSize: 'sm', fontWeight: 'medium' } });
const Value = chakra('dd', { base: { color: 'gray.900', mb: { base: '2', sm: '0' } } });

/**
 * Every dog rule of the beach, which of them hold now, and where they come from (spec §2 "dog
 * access information"; issue #12: the rules as a list).
 */
export function DogRulesSection({ beach }: { beach: Beach }) {
  const headingId = useId();
  const rows: [string, string | null][] = [
    ['Where exactly', beach.dogRestrictionZones],
    ['Getting on the beach', beach.accessInfo],
  ];
  return (
    <SectionCard title="Dog access information" icon="paw" id="dog-rules">
      <Stack gap="4">
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Heading as="h3" size="sm" color="sea.900" id={headingId}>
            Dog rules
          </Heading>
          <AccessBadge beach={beach} />
        </Flex>
        <DogRuleList beach={beach} labelledBy={headingId} />
        <Grid
          as="dl"
          templateColumns={{ base: '1fr', sm: '11rem 1fr' }}
          columnGap="4"
          rowGap={{ base: '0.5', sm: '3' }}
        >
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Box key={label} display="contents">
                <Term>{label}</Term>
                <Value>{value}</Value>
              </Box>
            ))}
        </Grid>
        {beach.safetyNotes && (
          <Flex
            gap="2.5"
            p="3"
            rounded="lg"
            bg="orange.50"
            color="orange.900"
            borderWidth="1px"
            borderColor="orange.200"
          >
            <Glyph name="alert" mt="0.5" />
            <Box>
              <Text fontWeight="semibold" fontSize="sm">
                Safety
              </Text>
              <Text fontSize="sm">{beach.safetyNotes}</Text>
            </Box>
          </Flex>
        )}
        {/* A calendar of no rules, or of rules nobody knows, holds nothing worth adding. */}
        {(dogRulesOf(beach)?.length ?? 0) > 0 && <AddToCalendar beach={beach} />}
        <DogRulesSource beach={beach} />
      </Stack>
    </SectionCard>
  );
}
