/** Field messages for the beach page's community forms, from the domain schemas or the server. */
import type { z } from 'zod';
import { firstFieldErrors } from '../../../domain/auth.ts';
import { ApiError } from '../../lib/api-client.ts';

export type FieldErrors = Record<string, string | undefined>;

export function schemaErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : firstFieldErrors(parsed.error);
}

export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  try {
    const fields: Record<string, string | string[]> = JSON.parse(error.body).error?.fields ?? {};
    return Object.fromEntries(
      Object.entries(fields).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages[0] : messages,
      ]),
    );
  } catch {
    return {};
  }
}

/** Focuses the first named control, in form order, that has a message. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const first = Array.from(form.elements).find(
    (el) => el instanceof HTMLElement && 'name' in el && errors[(el as HTMLInputElement).name],
  ) as HTMLElement | undefined;
  first?.focus();
}
