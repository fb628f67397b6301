/** The contact form's values and how its errors are worked out before it is sent. */
import { contactFieldsSchema } from '../../../domain/community/contact.ts';

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
