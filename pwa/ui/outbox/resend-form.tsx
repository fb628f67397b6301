/**
 * "Edit and resend" for an item the server refused: its text fields, corrected, go back in
 * the queue under a new key (the server kept nothing of the refused attempt).
 */
import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { OutboxItemSummary, ResendChange } from '../../data/outbox/outbox.ts';
import { applyEdits, type EditableField } from './editable-fields.ts';

export function ResendForm({
  item,
  fields,
  onResend,
  onCancel,
}: {
  item: OutboxItemSummary;
  fields: EditableField[];
  onResend: (change: ResendChange) => Promise<void>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f.name, f.value])));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = fields.some((f) => f.required && !values[f.name]?.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing || busy) return;
    setBusy(true);
    setError(null);
    // The list swaps this item for its corrected copy once it is kept; only a failure stays here.
    onResend(applyEdits(item, values)).catch(() => {
      setBusy(false);
      setError('Your changes could not be kept on this phone. Please try again.');
    });
  };

  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label={`Edit ${item.label}`}>
      {fields.map((field) => {
        const Control = field.long ? Textarea : Input;
        return (
          <Field.Root key={field.name} required={field.required}>
            <Field.Label>{field.label}</Field.Label>
            <Control
              value={values[field.name]}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              bg="white"
              {...(field.long ? { rows: 4 } : {})}
            />
          </Field.Root>
        );
      })}
      {error && (
        <Text role="alert" fontSize="sm" color="red.700">
          {error}
        </Text>
      )}
      <HStack gap="2" justify="end" wrap="wrap">
        <Button size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" size="sm" colorPalette="sea" disabled={missing || busy}>
          {busy ? 'Resending…' : 'Resend'}
        </Button>
      </HStack>
    </Stack>
  );
}
