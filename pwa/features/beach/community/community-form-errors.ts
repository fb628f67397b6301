/** Field messages for the beach page's community forms, from the domain schemas. */
import type { z } from 'zod';
import { firstFieldErrors } from '../../../../domain/accounts/auth.ts';

export type FieldErrors = Record<string, string | undefined>;

export function schemaErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : firstFieldErrors(parsed.error);
}

/** Focuses the first named control, in form order, that has a message. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const first = Array.from(form.elements).find(
    (el) => el instanceof HTMLElement && 'name' in el && errors[(el as HTMLInputElement).name],
  ) as HTMLElement | undefined;
  first?.focus();
}
