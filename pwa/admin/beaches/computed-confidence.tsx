/**
 * The beach's confidence as the server will compute it from the rules' sources (issue #29):
 * shown, never chosen. Until the rules are complete the last saved value is shown.
 */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { londonDayNumber } from '../../../domain/clock/london-time.ts';
import { beachDogRulesConfidence } from '../../../domain/dog-rules/dog-rule-evidence.ts';
import { dogRulesSchema } from '../../../domain/dog-rules/dog-rules-schema.ts';
import type { BeachForm } from './beach-form-values.ts';
import { draftToRule } from './dog-rule-draft.ts';

export const CONFIDENCE_PALETTE = { high: 'green', medium: 'yellow', low: 'red' } as const;

function confidenceOf(form: BeachForm): string | null {
  if (form.dogRules === null) return 'low';
  const rules = dogRulesSchema.safeParse(form.dogRules.map(draftToRule));
  // A beach with no rules rests on evidence the editor does not hold: keep what was saved.
  if (!rules.success || rules.data.length === 0) return form.validationConfidence || null;
  return beachDogRulesConfidence(
    { dogRules: rules.data, unrestrictedEvidence: null },
    londonDayNumber(new Date()),
  );
}

export function ComputedConfidence({ form }: { form: BeachForm }) {
  const confidence = confidenceOf(form);
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" color="gray.800" id="computed-confidence-label">
        Confidence
      </Text>
      <Badge
        alignSelf="start"
        size="lg"
        aria-labelledby="computed-confidence-label"
        colorPalette={CONFIDENCE_PALETTE[confidence as keyof typeof CONFIDENCE_PALETTE] ?? 'gray'}
      >
        {confidence ?? 'Not rated'}
      </Badge>
      <Text fontSize="sm" color="gray.600">
        Computed from the rules’ sources: add a dated source to raise it
      </Text>
    </Stack>
  );
}
