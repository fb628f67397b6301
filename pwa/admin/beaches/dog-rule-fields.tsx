/**
 * One dog rule in the editor: what (no dogs, or dogs on a lead), where (blank: the whole beach),
 * when in the year (all year, or from/to as a date or days from Easter Sunday) and the hours
 * (all day, or a daily window), with the rule in the words the public beach page uses.
 */
import { Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import { londonClock } from '../../../domain/clock/london-time.ts';
import { dogRuleLine } from '../../../domain/dog-rules/dog-rule-list.ts';
import { DOG_RULE_KINDS } from '../../../domain/dog-rules/dog-rules.ts';
import { dogRuleSchema } from '../../../domain/dog-rules/dog-rules-schema.ts';
import { AuthField } from '../../ui/auth-field.tsx';
import type { FieldErrors } from './beach-form-values.ts';
import { type DogRuleDraft, draftToRule, type RuleDayDraft } from './dog-rule-draft.ts';
import { EvidenceFields } from './evidence-fields.tsx';
import { Select } from './rule-select.tsx';

const KIND_LABELS: Record<(typeof DOG_RULE_KINDS)[number], string> = {
  'no-dogs': 'No dogs',
  'on-lead': 'Dogs on a lead',
};

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
      <chakra.input
        type="checkbox"
        boxSize="4"
        accentColor="sea.600"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </chakra.label>
  );
}

function DayInput({
  label,
  day,
  onChange,
}: {
  label: string;
  day: RuleDayDraft;
  onChange: (d: RuleDayDraft) => void;
}) {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text fontSize="sm" minW="10">
        {label}
      </Text>
      <chakra.div w="40">
        <Select
          label={`${label}: counted as`}
          value={day.mode}
          onChange={(mode) => onChange({ ...day, mode: mode as RuleDayDraft['mode'] })}
          options={[
            ['date', 'Date (MM-DD)'],
            ['easter', 'Days from Easter'],
          ]}
        />
      </chakra.div>
      {day.mode === 'date' ? (
        <Input
          size="sm"
          w="24"
          bg="white"
          aria-label={`${label} (MM-DD)`}
          placeholder="05-01"
          value={day.date}
          onChange={(e) => onChange({ ...day, date: e.target.value })}
        />
      ) : (
        <Input
          size="sm"
          w="24"
          bg="white"
          type="number"
          aria-label={`${label}: days from Easter Sunday`}
          value={day.days}
          onChange={(e) => onChange({ ...day, days: e.target.value })}
        />
      )}
    </Flex>
  );
}

/** The rule as the beach page says it, once it is complete. */
function Wording({ draft }: { draft: DogRuleDraft }) {
  const parsed = dogRuleSchema.safeParse(draftToRule(draft));
  if (!parsed.success)
    return (
      <Text fontSize="sm" color="gray.700">
        Complete the rule to see how the beach page words it.
      </Text>
    );
  const line = dogRuleLine(parsed.data, londonClock(new Date()));
  return (
    <Text fontSize="sm" color="gray.800" data-testid="dog-rule-wording">
      <chakra.span fontWeight="semibold">{line.what}</chakra.span> · {line.when} · {line.hours}
    </Text>
  );
}

export function DogRuleFields({
  index,
  draft,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  draft: DogRuleDraft;
  errors: FieldErrors;
  onChange: (draft: DogRuleDraft) => void;
  onRemove: () => void;
}) {
  const name = `Rule ${index + 1}`;
  const error = (part: string) => errors[`dogRules.${index}.${part}`];
  const set = (patch: Partial<DogRuleDraft>) => onChange({ ...draft, ...patch });
  return (
    <chakra.fieldset
      borderWidth="1px"
      borderColor="gray.300"
      rounded="md"
      p="3"
      bg="white"
      display="grid"
      gap="3"
    >
      <chakra.legend px="1" fontWeight="semibold" fontSize="sm">
        {name}
      </chakra.legend>
      <Flex justify="space-between" gap="3" align="start">
        <Wording draft={draft} />
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={onRemove}
          aria-label={`Remove rule ${index + 1}`}
        >
          Remove
        </Button>
      </Flex>
      <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }} gap="3">
        <AuthField label="What" error={error('kind')}>
          <Select
            label="What"
            value={draft.kind}
            onChange={(kind) => set({ kind: kind as DogRuleDraft['kind'] })}
            options={DOG_RULE_KINDS.map((k) => [k, KIND_LABELS[k]])}
          />
        </AuthField>
        <AuthField
          label="Where"
          error={error('zone')}
          helper="Blank: the whole beach. Else read after “No dogs”: between the jetty and the pavilion"
        >
          <Input size="sm" bg="white" value={draft.zone} onChange={(e) => set({ zone: e.target.value })} />
        </AuthField>
      </chakra.div>
      <chakra.div display="grid" gap="2">
        <Check label="All year" checked={draft.allYear} onChange={(allYear) => set({ allYear })} />
        {!draft.allYear && (
          <Flex gap="3" wrap="wrap">
            <DayInput label="From" day={draft.from} onChange={(from) => set({ from })} />
            <DayInput label="To" day={draft.to} onChange={(to) => set({ to })} />
          </Flex>
        )}
        {error('period') && (
          <Text fontSize="sm" color="red.700">
            {error('period')}
          </Text>
        )}
      </chakra.div>
      <chakra.div display="grid" gap="2">
        <Check label="All day" checked={draft.allDay} onChange={(allDay) => set({ allDay })} />
        {!draft.allDay && (
          <Flex gap="2" align="center" wrap="wrap">
            <Input
              size="sm"
              w="32"
              bg="white"
              type="time"
              aria-label="Hours from"
              value={draft.hoursFrom}
              onChange={(e) => set({ hoursFrom: e.target.value })}
            />
            <Text fontSize="sm">to</Text>
            <Input
              size="sm"
              w="32"
              bg="white"
              type="time"
              aria-label="Hours to"
              value={draft.hoursTo}
              onChange={(e) => set({ hoursTo: e.target.value })}
            />
          </Flex>
        )}
        {error('hours') && (
          <Text fontSize="sm" color="red.700">
            {error('hours')}
          </Text>
        )}
      </chakra.div>
      <EvidenceFields
        ruleName={name}
        prefix={`dogRules.${index}.evidence`}
        sources={draft.evidence}
        errors={errors}
        onChange={(evidence) => set({ evidence })}
      />
    </chakra.fieldset>
  );
}
