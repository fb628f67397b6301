/** The two answers to "Is this right?", as toggle buttons: one tap each, and the choice can change. */
import { Button, Stack } from '@chakra-ui/react';
import type { ReportVerdict } from '../../../../../domain/dog-rules/dog-rule-report.ts';
import { Glyph } from '../../../../ui/glyph.tsx';

const CHOICES: { value: ReportVerdict; label: string; icon: 'check' | 'alert' }[] = [
  { value: 'agrees', label: 'Yes, the sign agrees', icon: 'check' },
  { value: 'differs', label: 'No, the sign says…', icon: 'alert' },
];

export function VerdictChoice({
  value,
  onChange,
}: {
  value: ReportVerdict | null;
  onChange: (value: ReportVerdict) => void;
}) {
  return (
    <Stack role="group" aria-label="Does the sign agree?" direction={{ base: 'column', sm: 'row' }} gap="2">
      {CHOICES.map((choice) => {
        const chosen = value === choice.value;
        return (
          <Button
            key={choice.value}
            // Side by side from sm up; stacked on a phone, where flex would squash their height.
            flex={{ sm: '1' }}
            size="lg"
            minH="12"
            justifyContent="start"
            variant={chosen ? 'solid' : 'outline'}
            colorPalette="sea"
            aria-pressed={chosen}
            onClick={() => onChange(choice.value)}
          >
            <Glyph name={choice.icon} boxSize="4" />
            {choice.label}
          </Button>
        );
      })}
    </Stack>
  );
}
