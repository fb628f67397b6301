import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ContactFieldProps {
  label: string;
  required?: boolean;
  error?: string;
  helper?: ReactNode;
  /** The Input or Textarea; Field.Root wires its id, aria-invalid and aria-describedby. */
  children: ReactNode;
}

/** One labelled form field with its required mark, helper and error text. */
export function ContactField({ label, required, error, helper, children }: ContactFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label fontWeight="semibold" color="gray.800">
        {label}
        <Field.RequiredIndicator color="red.600" />
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText color="gray.600">{helper}</Field.HelperText>}
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
