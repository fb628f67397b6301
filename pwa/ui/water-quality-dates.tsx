import { Text } from '@chakra-ui/react';
import type { WaterQuality } from '../../domain/water-quality/water-quality-schema.ts';
import { classificationLabel, sampleLabel } from '../../domain/water-quality/water-quality-wording.ts';

/**
 * "2025 classification · Sample taken 12 Aug": the dates a water-quality record's data carries,
 * never our own clock's. Shown on the beach page and the water quality page.
 */
export function WaterQualityDates({
  record,
  now,
}: {
  record: Pick<WaterQuality, 'status' | 'classificationYear' | 'sample'>;
  now: Date;
}) {
  const classification = classificationLabel(record);
  const sample = sampleLabel(record, now);
  if (!classification && !sample) return null;
  return (
    <Text fontSize="sm" color="gray.700">
      {classification}
      {classification && sample && ' · '}
      {sample && record.sample && <time dateTime={record.sample.sampledAt}>{sample}</time>}
    </Text>
  );
}
