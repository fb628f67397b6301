import { Badge, Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { formatDayMonth } from '../../../../domain/common/format.ts';
import { useEateries } from '../../../data/queries/get-eateries.ts';
import { Glyph } from '../../../ui/glyph.tsx';
import { CardState } from '../card-state.tsx';
import { SectionCard } from '../section-card.tsx';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function EateriesCard({ beach }: { beach: Beach }) {
  const eateries = useEateries(beach.id);
  return (
    <SectionCard title="Dog-friendly places to eat" icon="utensils" id="places-to-eat">
      {eateries.isPending ? (
        <CardState kind="loading" message="Loading places to eat" />
      ) : eateries.isError ? (
        <CardState kind="error" message="Unable to load places to eat" />
      ) : eateries.data.length === 0 ? (
        <CardState kind="empty" message={`No dog-friendly places to eat listed near ${beach.name} yet`} />
      ) : (
        <Stack as="ul" gap="3" m="0" p="0">
          {eateries.data.map((place) => (
            <Box
              as="li"
              key={place.id}
              listStyleType="none"
              pb="3"
              borderBottomWidth="1px"
              borderColor="sand.200"
              _last={{ borderBottomWidth: 0, pb: 0 }}
            >
              <Flex justify="space-between" align="start" gap="2">
                <Heading as="h3" size="sm">
                  {place.website ? (
                    <Link href={place.website} target="_blank" rel="noopener noreferrer" color="sea.800">
                      {place.name}
                      <Glyph name="external" boxSize="3.5" />
                    </Link>
                  ) : (
                    place.name
                  )}
                </Heading>
                {place.distanceKm !== null && (
                  <Text fontSize="sm" color="gray.700" flexShrink={0}>
                    {place.distanceKm.toFixed(1)} km
                  </Text>
                )}
              </Flex>
              <Flex gap="1.5" mt="1" wrap="wrap">
                {place.venueType && (
                  <Badge size="sm" bg="sand.100" color="sand.800">
                    {capitalise(place.venueType)}
                  </Badge>
                )}
                {place.cuisine && (
                  <Text fontSize="xs" color="gray.700">
                    {place.cuisine}
                  </Text>
                )}
              </Flex>
              {place.dogFriendlyNotes && (
                <Flex gap="1.5" mt="1.5" fontSize="sm" color="gray.700" align="start">
                  <Glyph name="paw" mt="0.5" color="sea.600" />
                  <Text>{place.dogFriendlyNotes}</Text>
                </Flex>
              )}
              {/* A check is shown only with the source it was made against; a date alone proves nothing. */}
              {place.lastVerifiedAt && place.sourceUrl && (
                <Text fontSize="xs" color="gray.600" mt="1.5">
                  Last verified {formatDayMonth(`${place.lastVerifiedAt}T12:00:00Z`)} against{' '}
                  <Link href={place.sourceUrl} target="_blank" rel="noopener noreferrer" color="sea.800">
                    its source
                  </Link>
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
