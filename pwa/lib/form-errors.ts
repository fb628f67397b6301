/** How the account forms turn a refused value (theirs or the server's) into field messages. */
import type { z } from 'zod';
import { firstFieldErrors } from '../../domain/accounts/auth.ts';
import { ApiError } from '../data/http/api-client.ts';

export type FieldErrors = Record<string, string | undefined>;

/** The schema's first message per field, or {} when the values are acceptable. */
export function validate(schema: z.ZodType, values: unknown): FieldErrors {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : firstFieldErrors(parsed.error);
}

/** The server's own field messages (`error.fields`, a message or a list of them per field). */
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

/** Moves focus to the first field, in the form's order, that has a message. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors, order: readonly string[]) {
  const first = order.find((field) => errors[field]);
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}

/** The server's error code (`error.code`), to tell an expired link from other failures. */
export function serverErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    return JSON.parse(error.body).error?.code;
  } catch {
    return undefined;
  }
}
