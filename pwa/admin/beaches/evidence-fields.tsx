/**
 * A dog rule's sources in the editor (issue #29): what each is (an order, a council page, a sign
 * seen on site…), its title in plain words, its address, the day it gives, the day someone read
 * or saw it, an order's last day and what it says where it differs from the rule. The confidence
 * the beach shows is computed from these, never chosen.
 */
import { Button, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { EVIDENCE_KINDS } from '../../../domain/dog-rules/dog-rule-evidence.ts';
import { AuthField } from '../../ui/auth-field.tsx';
import type { FieldErrors } from './beach-form-values.ts';
import { EVIDENCE_KIND_LABELS, type EvidenceDraft, newEvidenceDraft } from './evidence-draft.ts';
import { Select } from './rule-select.tsx';

type TextPart = Exclude<keyof EvidenceDraft, 'key' | 'kind'>;

const PARTS: { part: TextPart; label: string; type?: string; helper?: string }[] = [
  { part: 'title', label: 'Title', helper: 'Plain words: North Devon Council dog control order 2024' },
  { part: 'url', label: 'Address (URL)', type: 'url' },
  { part: 'published', label: 'Published', helper: 'YYYY, YYYY-MM or YYYY-MM-DD, as the source gives it' },
  { part: 'seen', label: 'Read or seen on', type: 'date' },
  { part: 'expires', label: 'Order in force until', type: 'date' },
  { part: 'says', label: 'Says (where it differs from the rule)' },
];

function SourceFields({
  name,
  source,
  error,
  onChange,
  onRemove,
}: {
  name: string;
  source: EvidenceDraft;
  error: (part: string) => string | undefined;
  onChange: (source: EvidenceDraft) => void;
  onRemove: () => void;
}) {
  return (
    <chakra.fieldset
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      p="3"
      bg="gray.50"
      display="grid"
      gap="3"
    >
      <chakra.legend px="1" fontSize="sm" fontWeight="semibold">
        {name}
      </chakra.legend>
      <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        <AuthField label="Kind" error={error('kind')}>
          <Select
            label={`${name}: kind`}
            value={source.kind}
            onChange={(kind) => onChange({ ...source, kind: kind as EvidenceDraft['kind'] })}
            options={EVIDENCE_KINDS.map((k) => [k, EVIDENCE_KIND_LABELS[k]])}
          />
        </AuthField>
        {PARTS.map(({ part, label, type, helper }) => (
          <AuthField key={part} label={label} error={error(part)} helper={helper}>
            <Input
              size="sm"
              bg="white"
              type={type}
              value={source[part]}
              onChange={(e) => onChange({ ...source, [part]: e.target.value })}
            />
          </AuthField>
        ))}
      </chakra.div>
      <Button alignSelf="start" size="xs" variant="outline" colorPalette="red" onClick={onRemove}>
        Remove {name.toLowerCase()}
      </Button>
    </chakra.fieldset>
  );
}

export function EvidenceFields({
  ruleName,
  prefix,
  sources,
  errors,
  onChange,
}: {
  ruleName: string;
  /** "dogRules.0.evidence": where the schema's messages for these sources are kept. */
  prefix: string;
  sources: EvidenceDraft[];
  errors: FieldErrors;
  onChange: (sources: EvidenceDraft[]) => void;
}) {
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="semibold">
        Sources of {ruleName.toLowerCase()}
      </Text>
      {sources.length === 0 && (
        <Text fontSize="sm" color="gray.700">
          No source yet: the beach page says the rule rests on none we can name.
        </Text>
      )}
      {sources.map((source, i) => (
        <SourceFields
          key={source.key}
          name={`${ruleName}, source ${i + 1}`}
          source={source}
          error={(part) => errors[`${prefix}.${i}.${part}`]}
          onChange={(next) => onChange(sources.map((s, j) => (j === i ? next : s)))}
          onRemove={() => onChange(sources.filter((_, j) => j !== i))}
        />
      ))}
      {errors[prefix] && (
        <Text fontSize="sm" color="red.700">
          {errors[prefix]}
        </Text>
      )}
      <Button
        alignSelf="start"
        size="xs"
        variant="outline"
        colorPalette="sea"
        onClick={() => onChange([...sources, newEvidenceDraft()])}
      >
        Add source to {ruleName.toLowerCase()}
      </Button>
    </Stack>
  );
}
