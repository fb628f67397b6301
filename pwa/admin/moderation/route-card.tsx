import { Badge, Box, Button, chakra, Flex, Heading, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatLondonDateTime } from '../insights/london-time.ts';

/** One item of GET /api/admin/routes. */
export interface AdminRoute {
  id: number;
  beachId: number;
  beachName: string;
  beachSlug: string;
  routeName: string;
  description: string;
  startingPoint: string;
  difficulty: string;
  estimatedDuration: number;
  distanceKm: number | null;
  highlights: string | null;
  safetyNotes: string | null;
  submittedBy: string;
  submitterEmail: string | null;
  isApproved: boolean;
  createdAt: string;
}

const Term = chakra('dt', { base: { fontWeight: 'semibold', color: 'gray.700', fontSize: 'sm' } });
const Detail = chakra('dd', { base: { mb: '2', whiteSpace: 'pre-line', overflowWrap: 'anywhere' } });

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
  const fields: [string, string | null][] = [
    ['Description', route.description],
    ['Starting point', route.startingPoint],
    ['Difficulty', route.difficulty],
    ['Duration', `${route.estimatedDuration} minutes`],
    ['Distance', route.distanceKm === null ? 'Not given' : `${route.distanceKm} km`],
    ['Highlights', route.highlights || 'None given'],
    ['Safety notes', route.safetyNotes || 'None given'],
    [
      'Submitted by',
      route.submitterEmail ? `${route.submittedBy} (${route.submitterEmail})` : route.submittedBy,
    ],
    ['Submitted', formatLondonDateTime(route.createdAt)],
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
            {route.isApproved ? (
              <Badge bg="green.700" color="white">
                Approved
              </Badge>
            ) : (
              <Badge bg="orange.700" color="white">
                Pending review
              </Badge>
            )}
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
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '10rem 1fr' }} columnGap="4">
        {fields.map(([term, value]) => (
          <Box key={term} display="contents">
            <Term>{term}</Term>
            <Detail>{value}</Detail>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
