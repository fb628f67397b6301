import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AuthFieldProps {
  label: string;
  error?: string;
  helper?: ReactNode;
  /** The input; Field.Root wires its id, aria-invalid and aria-describedby. */
  children: ReactNode;
}

/** One labelled field of the account forms, with its helper or error text beneath. */
export function AuthField({ label, error, helper, children }: AuthFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label fontWeight="semibold" color="gray.800">
        {label}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText color="gray.600">{helper}</Field.HelperText>}
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
