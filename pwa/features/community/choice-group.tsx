/** A required single choice shown as cards (ChoiceCard), inside a fieldset whose legend names the question. */
import { chakra, Stack } from '@chakra-ui/react';
import { ChoiceCard } from '../../ui/choice-card.tsx';

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

export function ChoiceGroup({
  name,
  legend,
  choices,
  value,
  onChange,
  columns = 1,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  columns?: 1 | 3;
}) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="semibold" color="gray.800" mb="2" p="0">
        {legend}
      </chakra.legend>
      <Stack direction={{ base: 'column', md: columns === 3 ? 'row' : 'column' }} gap="2.5">
        {choices.map((choice) => (
          <ChoiceCard
            key={choice.value}
            name={name}
            value={choice.value}
            label={choice.label}
            hint={choice.hint}
            checked={choice.value === value}
            onChoose={() => onChange(choice.value)}
          />
        ))}
      </Stack>
    </chakra.fieldset>
  );
}
