import { Badge, Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDistance } from '../../../../domain/common/format.ts';
import type { Parking } from '../../../data/queries/get-parking.ts';
import { ownerPalette } from './parking-owner.ts';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Flex gap="2" fontSize="sm">
    <chakra.dt color="gray.600" minW="24" flexShrink={0}>
      {label}
    </chakra.dt>
    <chakra.dd color="gray.900">{children}</chakra.dd>
  </Flex>
);

/** One car park: who runs it, what it costs and how far it is from the sand. */
export function ParkingItem({ parking }: { parking: Parking }) {
  return (
    <Box
      as="li"
      listStyleType="none"
      p="4"
      rounded="lg"
      borderWidth="1px"
      borderColor="sand.200"
      bg="sand.50"
    >
      <Flex justify="space-between" align="start" gap="3" mb="2">
        <Heading as="h3" size="sm" color="gray.900">
          {parking.name}
        </Heading>
        {parking.distanceToBeach !== null && (
          <Badge variant="outline" colorPalette="sea" flexShrink={0}>
            {formatDistance(parking.distanceToBeach)}
          </Badge>
        )}
      </Flex>
      {parking.owner && (
        <Badge
          colorPalette={ownerPalette(parking.owner)}
          variant="subtle"
          mb="3"
          whiteSpace="normal"
          data-testid="owner"
        >
          {parking.owner}
        </Badge>
      )}
      <Stack as="dl" gap="1.5">
        {parking.cost && <Fact label="Cost">{parking.cost}</Fact>}
        {parking.paymentMethods.length > 0 && (
          <Fact label="Payment">{parking.paymentMethods.join(', ')}</Fact>
        )}
        {parking.capacity !== null && <Fact label="Spaces">{parking.capacity}</Fact>}
        {parking.heightRestriction && <Fact label="Height limit">{parking.heightRestriction}</Fact>}
        {parking.openingHours && <Fact label="Open">{parking.openingHours}</Fact>}
        {parking.availability && <Fact label="Season">{parking.availability}</Fact>}
        {parking.location && <Fact label="Where">{parking.location}</Fact>}
      </Stack>
      {parking.specialNotes && (
        <Text fontSize="sm" color="gray.700" mt="2">
          {parking.specialNotes}
        </Text>
      )}
    </Box>
  );
}
