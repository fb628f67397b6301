import { Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { useParking } from '../../../data/queries/get-parking.ts';
import { CardState } from '../card-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { ParkingItem } from './parking-item.tsx';

/** Spec §4 parking card: loading, error, empty or the list. */
export function ParkingCard({ beach }: { beach: Beach }) {
  const parking = useParking(beach.id);
  return (
    <SectionCard title="Parking" icon="parking" id="parking">
      <Stack gap="3">
        {beach.parkingInfo && (
          <Text fontSize="sm" color="gray.700">
            {beach.parkingInfo}
          </Text>
        )}
        {parking.isPending ? (
          <CardState kind="loading" message="Loading parking information" />
        ) : parking.isError ? (
          <CardState kind="error" message="Unable to load parking information" />
        ) : parking.data.length === 0 ? (
          <CardState kind="empty" message={`No official parking information available for ${beach.name}`} />
        ) : (
          <>
            <Stack as="ul" gap="3" m="0" p="0">
              {parking.data.map((p) => (
                <ParkingItem key={p.id} parking={p} />
              ))}
            </Stack>
            <Text fontSize="xs" color="gray.600">
              Prices are 2025 prices and may have changed; check the tariff on arrival.
            </Text>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
