/** The beach's dog rules as a list the admin can add to and remove from (issue #12's rules, issue #13). */
import { Button, Stack, Text } from '@chakra-ui/react';
import type { FieldErrors } from './beach-form-values.ts';
import { type DogRuleDraft, newRuleDraft } from './dog-rule-draft.ts';
import { DogRuleFields } from './dog-rule-fields.tsx';

export function DogRulesEditor({
  rules,
  errors,
  onChange,
}: {
  rules: DogRuleDraft[] | null;
  errors: FieldErrors;
  onChange: (rules: DogRuleDraft[] | null) => void;
}) {
  return (
    <Stack gap="3" role="group" aria-labelledby="dog-rules-heading">
      <Text id="dog-rules-heading" fontWeight="semibold" color="gray.800">
        Dog rules
      </Text>
      {rules === null ? (
        <Text fontSize="sm" color="gray.700">
          Not recorded: the beach page says a seasonal ban applies but its dates are unknown. Add the rules
          once a source gives them.
        </Text>
      ) : rules.length === 0 ? (
        <Text fontSize="sm" color="gray.700">
          No rule: with a Source filled in, the beach page says dogs are welcome on the whole beach all year;
          without one, it says the dog rules are not known.
        </Text>
      ) : (
        rules.map((rule, index) => (
          <DogRuleFields
            key={rule.key}
            index={index}
            draft={rule}
            errors={errors}
            onChange={(next) => onChange(rules.map((r, i) => (i === index ? next : r)))}
            onRemove={() => onChange(rules.filter((_, i) => i !== index))}
          />
        ))
      )}
      {errors.dogRules && (
        <Text fontSize="sm" color="red.700">
          {errors.dogRules}
        </Text>
      )}
      <Button
        alignSelf="start"
        size="sm"
        variant="outline"
        colorPalette="sea"
        onClick={() => onChange([...(rules ?? []), newRuleDraft()])}
      >
        Add rule
      </Button>
    </Stack>
  );
}
