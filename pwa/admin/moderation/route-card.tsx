import { Box, Button, chakra, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { AdminRoute } from '../../../domain/admin/admin-answers.ts';
import { formatLondonDateTime } from '../../../domain/common/format.ts';
import { StatusBadge } from './status-badge.tsx';

export type { AdminRoute };

/** One item of GET /api/admin/routes. */

const Term = chakra('dt', { base: { fontWeight: 'semibold', color: 'gray.700', fontSize: 'sm' } });
const Detail = chakra('dd', { base: { mb: '1.5', whiteSpace: 'pre-line', overflowWrap: 'anywhere' } });

/** Every field of a submitted walk, readable before it is approved, with Approve (when pending) and Delete. */
export function RouteCard({
  route,
  busy,
  onApprove,
  onDelete,
}: {
  route: AdminRoute;
  busy: boolean;
  onApprove: () => void;
  onDelete: () => void;
}) {
  const facts = [
    `${route.difficulty.charAt(0).toUpperCase()}${route.difficulty.slice(1)}`,
    `${route.estimatedDuration} min`,
    route.distanceKm === null ? 'distance not given' : `${route.distanceKm} km`,
    `from ${route.startingPoint}`,
  ];
  const fields: [string, string][] = [
    ['Description', route.description],
    ['Highlights', route.highlights || 'None given'],
    ['Safety notes', route.safetyNotes || 'None given'],
  ];
  return (
    <Box
      as="li"
      bg="white"
      borderWidth="1px"
      borderColor={route.isApproved ? 'gray.200' : 'orange.300'}
      rounded="lg"
      p={{ base: '3', md: '4' }}
    >
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap" mb="3">
        <Box minW="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="md">
              {route.routeName}
            </Heading>
            <StatusBadge
              on={route.isApproved}
              onLabel="Approved"
              offLabel="Pending review"
              offBg="orange.700"
            />
          </HStack>
          <Link asChild color="sea.700" fontSize="sm" fontWeight="medium">
            <RouterLink to={`/beach/${route.beachSlug}`}>{route.beachName}</RouterLink>
          </Link>
        </Box>
        <HStack gap="2">
          {!route.isApproved && (
            <Button
              size="sm"
              colorPalette="green"
              bg="green.700"
              onClick={onApprove}
              disabled={busy}
              aria-label={`Approve ${route.routeName}`}
            >
              Approve
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={onDelete}
            disabled={busy}
            aria-label={`Delete ${route.routeName}`}
          >
            Delete
          </Button>
        </HStack>
      </Flex>
      <Text fontSize="sm" fontWeight="medium" color="gray.800" mb="2">
        {facts.join(' · ')}
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '8rem 1fr' }} columnGap="4">
        {fields.map(([term, value]) => (
          <Box key={term} display="contents">
            <Term>{term}</Term>
            <Detail>{value}</Detail>
          </Box>
        ))}
      </Box>
      <Text fontSize="sm" color="gray.700">
        Submitted by {route.submittedBy}
        {route.submitterEmail ? ` (${route.submitterEmail})` : ''} · {formatLondonDateTime(route.createdAt)}
      </Text>
    </Box>
  );
}
