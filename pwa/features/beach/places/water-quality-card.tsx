import { Badge, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { nextLondonMidnight } from '../../../../domain/dog-rules/dog-rules-change.ts';
import {
  fetchedLabel,
  MONITORING_NOTE,
  noSampleText,
} from '../../../../domain/water-quality/water-quality-wording.ts';
import { useWaterQuality, type WaterQualityStatus } from '../../../data/queries/get-beach-water-quality.ts';
import { useNow } from '../../../lib/use-now.ts';
import { Glyph } from '../../../ui/glyph.tsx';
import { WaterQualityDates } from '../../../ui/water-quality-dates.tsx';
import { CardState } from '../card-state.tsx';
import { SectionCard } from '../section-card.tsx';

/** Spec §9 colours: excellent blue, good green, sufficient yellow, poor red, unknown grey. */
const STATUS: Record<WaterQualityStatus | 'unknown', { palette: string; label: string }> = {
  excellent: { palette: 'blue', label: 'Excellent' },
  good: { palette: 'green', label: 'Good' },
  sufficient: { palette: 'yellow', label: 'Sufficient' },
  poor: { palette: 'red', label: 'Poor' },
  unknown: { palette: 'gray', label: 'Unknown' },
};

export function WaterQualityCard({ beach }: { beach: Beach }) {
  const query = useWaterQuality(beach);
  const record = query.data?.record;
  const look = STATUS[record?.status ?? 'unknown'] ?? STATUS.unknown;
  // Only whether a sample's date needs its year depends on it.
  const now = useNow(3_600_000, nextLondonMidnight);
  return (
    <SectionCard title="Water Quality" icon="droplet" id="water-quality">
      {query.isPending ? (
        <CardState kind="loading" message="Loading water quality" />
      ) : !record ? (
        <Stack gap="2">
          <CardState kind="empty" message="Water quality data unavailable" />
          {query.data?.note && (
            <Text fontSize="sm" color="gray.700">
              {query.data.note}.
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="3">
          <Flex align="center" gap="3" wrap="wrap">
            <Badge colorPalette={look.palette} variant="subtle" size="lg" px="3" data-testid="water-status">
              {look.label}
            </Badge>
            <WaterQualityDates record={record} now={now} />
          </Flex>
          {record.statusDetails && <Text fontSize="sm">{record.statusDetails}</Text>}
          {!record.sample && (
            <Text fontSize="sm" color="gray.700">
              {noSampleText(record)}.
            </Text>
          )}
          {record.stormOverflowActive && (
            <Flex gap="2" align="start" p="3" rounded="lg" bg="red.50" color="red.800" fontSize="sm">
              <Glyph name="alert" mt="0.5" />
              <Text>A storm overflow is active nearby. Keep dogs out of the water.</Text>
            </Flex>
          )}
        </Stack>
      )}
      <Stack gap="1" mt="3" fontSize="xs" color="gray.600">
        {record?.lastChecked && <Text>{fetchedLabel(record.lastChecked)}.</Text>}
        <Text>{MONITORING_NOTE} Data © Environment Agency, Open Government Licence v3.0.</Text>
        <Link asChild color="sea.800" fontSize="sm" fontWeight="medium">
          <RouterLink to="/water-quality">Water quality at all beaches</RouterLink>
        </Link>
      </Stack>
    </SectionCard>
  );
}
