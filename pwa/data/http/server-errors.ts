/**
 * What a refused request's JSON error shape says (spec §8: `{ error: { code, message, fields } }`),
 * read from the ApiError the client threw: the forms show its field messages beside the inputs
 * and tell an expired link by its code.
 */
import type { FieldErrors } from '../../lib/form-errors.ts';
import { ApiError } from './api-client.ts';

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

/** The server's error code (`error.code`), to tell an expired link from other failures. */
export function serverErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    return JSON.parse(error.body).error?.code;
  } catch {
    return undefined;
  }
}

/** The server's message from an error answer, or the fallback text. */
export const serverMessageOr = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;
