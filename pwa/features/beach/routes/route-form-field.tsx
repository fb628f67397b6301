import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled field of the route, rating and review forms, with an optional hint and its error. */
export function RouteFormField({
  label,
  required,
  error,
  helper,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label fontWeight="semibold" color="gray.800" fontSize="sm">
        {label}
        <Field.RequiredIndicator color="red.600" />
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText color="gray.600">{helper}</Field.HelperText>}
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
