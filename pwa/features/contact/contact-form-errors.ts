/** The contact form's values and how its errors are worked out, client- and server-side. */
import { contactFieldsSchema } from '../../../domain/contact.ts';
import { ApiError } from '../../lib/api-client.ts';

export const EMPTY_CONTACT = { name: '', email: '', subject: '', message: '' };
export type ContactValues = typeof EMPTY_CONTACT;
export type ContactErrors = Partial<Record<keyof ContactValues | 'captcha', string>>;

/** The first message for each field the domain schema refuses. */
export function fieldErrors(values: ContactValues): ContactErrors {
  const parsed = contactFieldsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ContactValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's own field messages (should it judge a field differently from the form). */
export function serverFieldErrors(error: unknown): ContactErrors {
  if (!(error instanceof ApiError)) return {};
  try {
    const fields: Record<string, string[]> = JSON.parse(error.body).error?.fields ?? {};
    return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]]));
  } catch {
    return {};
  }
}

/** The text for a failed send: the server's own message, else a hint about the connection. */
export const failureText = (error: unknown) =>
  error instanceof ApiError
    ? (error.serverMessage ?? error.message)
    : 'Please check your connection and try again.';
