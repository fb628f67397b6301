/**
 * How the account forms turn a refused value into field messages and show them; the server's own
 * field messages are read by pwa/data/http/server-errors.ts.
 */
import type { z } from 'zod';
import { firstFieldErrors } from '../../domain/accounts/auth.ts';

export type FieldErrors = Record<string, string | undefined>;

/** The schema's first message per field, or {} when the values are acceptable. */
export function validate(schema: z.ZodType, values: unknown): FieldErrors {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : firstFieldErrors(parsed.error);
}

/** Moves focus to the first field, in the form's order, that has a message. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors, order: readonly string[]) {
  const first = order.find((field) => errors[field]);
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}
