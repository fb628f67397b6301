import { Badge, chakra, Grid, Wrap } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { SectionCard } from './section-card.tsx';

const TYPE: Record<string, string> = {
  sandy: 'Sandy',
  pebble: 'Pebble',
  rocky: 'Rocky',
  mixed: 'Mixed (sand and shingle)',
};
const ACCESSIBILITY: Record<string, string> = {
  excellent: 'Excellent — level or ramped access',
  moderate: 'Moderate — some slopes or soft sand',
  limited: 'Limited — steps or a steep path',
};

const Term = chakra('dt', { base: { color: 'gray.600', fontSize: 'sm' } });
const Value = chakra('dd', { base: { fontWeight: 'medium', color: 'gray.900' } });

/** Beach type, accessibility and features (spec §2 "Beach Information"). */
export function BeachInfoCard({ beach }: { beach: Beach }) {
  return (
    <SectionCard title="Beach Information" icon="info">
      <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="3" alignItems="baseline">
        <Term>Type</Term>
        <Value>{TYPE[beach.beachType] ?? beach.beachType}</Value>
        <Term>Accessibility</Term>
        <Value>{beach.accessibilityLevel ? ACCESSIBILITY[beach.accessibilityLevel] : 'Not recorded'}</Value>
        <Term>Area</Term>
        <Value>
          {[beach.location, beach.county].filter((v, i, all) => v && all.indexOf(v) === i).join(', ')}
        </Value>
        {beach.beachCharacteristics.length > 0 && (
          <>
            <Term>Features</Term>
            <Value>
              <Wrap gap="1.5">
                {beach.beachCharacteristics.map((feature) => (
                  <Badge key={feature} variant="subtle" colorPalette="sea" size="md">
                    {feature}
                  </Badge>
                ))}
              </Wrap>
            </Value>
          </>
        )}
      </Grid>
    </SectionCard>
  );
}
