/**
 * The beach editor's inputs, each bound to one field of the form: its label, its value, and the
 * schema's (or the server's) message beneath it (Field.Root wires aria-invalid and describedby).
 */
import { chakra, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { AmenityFlag } from '../../../domain/beaches/beach.ts';
import { AuthField } from '../../ui/auth-field.tsx';
import type { BeachForm, FieldErrors, TextField } from './beach-form-values.ts';

export interface BeachFormApi {
  form: BeachForm;
  errors: FieldErrors;
  set: <K extends keyof BeachForm>(field: K, value: BeachForm[K]) => void;
}

/** Every field the inputs hold as text. */
type StringField = TextField | 'beachCharacteristics';

interface FieldProps {
  api: BeachFormApi;
  name: StringField;
  label: string;
  helper?: string;
}

export function TextInput({
  api,
  name,
  label,
  helper,
  rows,
  ...input
}: FieldProps & {
  rows?: number;
  type?: string;
  inputMode?: 'decimal' | 'numeric' | 'url' | 'tel';
  placeholder?: string;
}) {
  const common = {
    name,
    bg: 'white',
    value: api.form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => api.set(name, e.target.value),
  };
  return (
    <AuthField label={label} error={api.errors[name]} helper={helper}>
      {rows ? <Textarea {...common} rows={rows} /> : <Input {...common} {...input} />}
    </AuthField>
  );
}

export function ChoiceInput({
  api,
  name,
  label,
  helper,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <AuthField label={label} error={api.errors[name]} helper={helper}>
      <NativeSelect.Root bg="white">
        <NativeSelect.Field
          name={name}
          value={api.form[name]}
          onChange={(e) => api.set(name, e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </AuthField>
  );
}

const FLAG_CHOICES = [
  { value: 'yes', label: 'Yes', flag: true },
  { value: 'no', label: 'No', flag: false },
  { value: '', label: 'Not known', flag: null },
] as const;

/** An amenity as Yes, No or Not known: a "no" is something someone found out, never a default. */
export function FlagInput({ api, name, label }: { api: BeachFormApi; name: AmenityFlag; label: string }) {
  const value = FLAG_CHOICES.find((c) => c.flag === api.form[name])?.value ?? '';
  return (
    <AuthField label={label} error={api.errors[name]}>
      <NativeSelect.Root bg="white">
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(e) => api.set(name, FLAG_CHOICES.find((c) => c.value === e.target.value)?.flag ?? null)}
        >
          {FLAG_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </AuthField>
  );
}

/** A titled group of the editor's fields. */
export function FieldGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <chakra.fieldset
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '3', md: '4' }}
      bg="gray.50"
    >
      <chakra.legend px="1" fontWeight="bold" color="sea.800" fontSize="md">
        {title}
      </chakra.legend>
      <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        {children}
      </chakra.div>
    </chakra.fieldset>
  );
}

/** Options from an enum, with a blank "not set" first when the field may be empty. */
export const optionsOf = (values: readonly string[], labels: Record<string, string> = {}, blank?: string) => [
  ...(blank === undefined ? [] : [{ value: '', label: blank }]),
  ...values.map((value) => ({ value, label: labels[value] ?? value })),
];
