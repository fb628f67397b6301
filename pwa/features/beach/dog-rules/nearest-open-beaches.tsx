/**
 * A banned beach points somewhere (issue #12, item 6): while dogs are not allowed on this beach,
 * the page leads with the three nearest beaches open to dogs, each with today's status, its
 * distance and a link. Worked out on the phone from every beach it has (the mirror after one
 * sync), so it answers offline. The server's page has no list of all beaches: it renders the
 * box empty at its final height, and the hydrating page does the same before filling it.
 */
import { Box, Heading, Link, List, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { formatDistance } from '../../../../domain/common/format.ts';
import { dogAccessNow } from '../../../../domain/dog-rules/dog-access-now.ts';
import { nearestOpenBeaches } from '../../../../domain/dog-rules/nearest-open-beaches.ts';
import { allBeachesQuery } from '../../../data/queries/get-all-beaches.ts';
import { useDogRulesNow } from './use-dog-rules-now.ts';

const SHOWN = 3;
/** A name over its status and distance: two lines. */
const ITEM_HEIGHT = '11';
const PLACEHOLDER_WIDTHS = ['70%', '60%', '50%'];

export function NearestOpenBeaches({ beach }: { beach: Beach }) {
  // Whether the box shows changes with this beach's rules; the list in it is the phone's alone.
  const now = useDogRulesNow(beach);
  const banned = dogAccessNow(beach, now).state === 'banned';
  const all = useQuery({ ...allBeachesQuery(), enabled: banned });
  if (!banned) return null;
  const open = all.data ? nearestOpenBeaches(beach, all.data, now, SHOWN) : undefined;
  if (open?.length === 0 || all.isError) return null;
  return (
    <Box
      as="section"
      aria-labelledby="nearest-open-heading"
      mt="3"
      p={{ base: '4', md: '5' }}
      bg="white"
      borderWidth="1px"
      borderColor="green.200"
      rounded="xl"
    >
      <Heading as="h2" id="nearest-open-heading" size="md" color="green.900" mb="2">
        Nearest beaches open to dogs
      </Heading>
      {open ? (
        <List.Root as="ol" gap="1.5" ps="5" data-testid="nearest-open">
          {open.map(({ beach: near, metres, status }) => (
            <List.Item key={near.id} minH={ITEM_HEIGHT}>
              <Link asChild display="inline" color="sea.800" fontWeight="semibold">
                <RouterLink to={`/beach/${near.slug}`}>
                  {near.name}
                  <VisuallyHidden> — </VisuallyHidden>
                  <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="gray.700">
                    {status.label}, {formatDistance(metres)}
                  </Text>
                </RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        // The same height as the list, so nothing below moves when it arrives.
        <Stack gap="1.5" aria-hidden>
          {PLACEHOLDER_WIDTHS.map((width) => (
            <Skeleton key={width} h={ITEM_HEIGHT} w={width} />
          ))}
        </Stack>
      )}
      <Text fontSize="xs" color="gray.600" mt="2">
        Distances as the crow flies.
      </Text>
    </Box>
  );
}
