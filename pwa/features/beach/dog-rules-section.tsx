import { Box, chakra, Flex, Grid, Link, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beach.ts';
import { formatShortDate } from '../../../domain/format.ts';
import { AccessBadge } from '../../ui/access-badge.tsx';
import { Glyph } from './glyph.tsx';
import { SectionCard } from './section-card.tsx';

const Term = chakra('dt', { base: { color: 'gray.600', fontSize: 'sm', fontWeight: 'medium' } });
const Value = chakra('dd', { base: { color: 'gray.900', mb: { base: '2', sm: '0' } } });

function hoursLabel(hours: string | null): string | null {
  if (!hours) return null;
  return hours === '24hr' ? 'All day' : `${hours.replace('-', '–')} each day`;
}

/** Every dog rule the beach carries, and where it comes from (spec §2 "dog access information"). */
export function DogRulesSection({ beach }: { beach: Beach }) {
  const rows: [string, React.ReactNode][] = [
    ['Access', <AccessBadge key="badge" beach={beach} />],
    ['Seasonal restrictions', beach.seasonalRestrictions ?? 'None recorded'],
    ['Restriction period', beach.restrictionPeriod],
    ['Hours', hoursLabel(beach.dogRestrictionHours)],
    ['Where', beach.dogRestrictionZones],
    [
      'Leads',
      beach.dogOnLeadRequired
        ? 'Dogs must be on a lead (see where above)'
        : 'No lead rule recorded; keep dogs under control',
    ],
    ['Getting on the beach', beach.accessInfo],
  ];
  return (
    <SectionCard title="Dog access information" icon="paw">
      <Stack gap="4">
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
        {(beach.validationNotes || beach.validationSourceUrl) && (
          <Box fontSize="sm" color="gray.700" borderTopWidth="1px" borderColor="sand.200" pt="3">
            <Text fontWeight="semibold" color="gray.800" mb="1">
              About this information
            </Text>
            {beach.validationNotes && <Text>{beach.validationNotes}</Text>}
            <Text mt="1">
              {beach.validationLastChecked &&
                `Last checked ${formatShortDate(beach.validationLastChecked)}. `}
              {beach.validationSourceUrl && (
                <Link
                  href={beach.validationSourceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="sea.800"
                >
                  Source
                  <Glyph name="external" boxSize="3.5" />
                </Link>
              )}
            </Text>
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
