/**
 * Beach Management's list (spec §2): name, location, access badge, rating, review count, parking
 * and facilities, and the actions. A dense table on a desktop; a card per beach on a phone.
 */
import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { AdminBeachRow } from '../../../domain/admin/admin-beach-list.ts';
import { formatCount, pluralise } from '../../../domain/common/format.ts';
import { AccessBadge } from '../../ui/access-badge.tsx';
import { BeachRowActions, type BeachRowHandlers } from './beach-row-actions.tsx';

const rating = (b: AdminBeachRow) => (b.totalReviews > 0 ? `★ ${b.averageRating.toFixed(1)}` : '—');
const yesNo = (value: boolean | null) => (value === null ? 'Not known' : value ? 'Yes' : 'No');

const Th = chakra('th', {
  base: {
    textAlign: 'start',
    px: '3',
    py: '2',
    fontSize: 'xs',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    color: 'gray.700',
    fontWeight: 'semibold',
    bg: 'gray.100',
  },
});
const Td = chakra('td', {
  base: {
    px: '3',
    py: '2',
    borderTopWidth: '1px',
    borderColor: 'gray.200',
    fontSize: 'sm',
    verticalAlign: 'middle',
  },
});

function BeachTable({ beaches, ...handlers }: BeachRowHandlers & { beaches: AdminBeachRow[] }) {
  return (
    <Box
      display={{ base: 'none', md: 'block' }}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      overflowX="auto"
    >
      <chakra.table w="full" borderCollapse="collapse">
        <chakra.caption srOnly>Beaches</chakra.caption>
        <thead>
          <tr>
            <Th scope="col">Beach</Th>
            <Th scope="col">Location</Th>
            <Th scope="col">Access</Th>
            <Th scope="col">Rating</Th>
            <Th scope="col">Reviews</Th>
            <Th scope="col">Parking</Th>
            <Th scope="col">Facilities</Th>
            <Th scope="col" textAlign="end">
              Actions
            </Th>
          </tr>
        </thead>
        <tbody>
          {beaches.map((beach) => (
            <chakra.tr key={beach.id} _hover={{ bg: 'sea.50' }}>
              <Td fontWeight="semibold">{beach.name}</Td>
              <Td>{beach.location}</Td>
              <Td>
                <AccessBadge beach={beach} />
              </Td>
              <Td whiteSpace="nowrap">{rating(beach)}</Td>
              <Td>{formatCount(beach.totalReviews)}</Td>
              <Td>{yesNo(beach.hasParking)}</Td>
              <Td>{yesNo(beach.hasFacilities)}</Td>
              <Td>
                <BeachRowActions beach={beach} {...handlers} />
              </Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function BeachCards({ beaches, ...handlers }: BeachRowHandlers & { beaches: AdminBeachRow[] }) {
  return (
    <Stack as="ul" display={{ base: 'flex', md: 'none' }} gap="2" m="0" p="0" listStyleType="none">
      {beaches.map((beach) => (
        <Box as="li" key={beach.id} bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p="3">
          <Flex justify="space-between" gap="2" align="start">
            <Box minW="0">
              <Text fontWeight="semibold">{beach.name}</Text>
              <Text fontSize="sm" color="gray.700">
                {beach.location}
              </Text>
            </Box>
            <AccessBadge beach={beach} />
          </Flex>
          <Text fontSize="sm" color="gray.800" my="2">
            {rating(beach)} · {pluralise(beach.totalReviews, 'review')} · Parking{' '}
            {yesNo(beach.hasParking).toLowerCase()} · Facilities {yesNo(beach.hasFacilities).toLowerCase()}
          </Text>
          <BeachRowActions beach={beach} {...handlers} />
        </Box>
      ))}
    </Stack>
  );
}

export function BeachRows(props: BeachRowHandlers & { beaches: AdminBeachRow[] }) {
  return (
    <>
      <BeachTable {...props} />
      <BeachCards {...props} />
    </>
  );
}
