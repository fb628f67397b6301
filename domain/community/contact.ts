/**
 * The contact form's request (spec §5): one schema, used by the form before it sends and by
 * POST /api/contact before it stores. Values are trimmed; limits match the contact_submissions
 * columns.
 */
import { z } from 'zod';
import { text } from '../common/safe-fields.ts';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** Spec §5 texts. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const CAPTCHA_REQUIRED_MESSAGE = 'Please complete the CAPTCHA verification';

/** Fields the visitor must fill in. */
export const REQUIRED_CONTACT_FIELDS = ['name', 'email', 'message'] as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

export const contactFieldsSchema = z.object({
  name: text('Name', 'Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(CONTACT_LIMITS.name, tooLong('Name', CONTACT_LIMITS.name)),
  email: text('Email', 'Email is required')
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_LIMITS.email, tooLong('Email', CONTACT_LIMITS.email))
    .pipe(z.email('Please enter a valid email address')),
  subject: text('Subject', 'Subject must be text')
    .trim()
    .max(CONTACT_LIMITS.subject, tooLong('Subject', CONTACT_LIMITS.subject))
    .nullish()
    .transform((v) => v || undefined),
  message: text('Message', 'Message is required')
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_LIMITS.message, tooLong('Message', CONTACT_LIMITS.message)),
});

/**
 * The body of POST /api/contact. The spec names the captcha field recaptchaToken; it carries
 * the ALTCHA payload. Anything that is not a plausible payload becomes undefined, so the
 * route answers "complete the CAPTCHA" rather than a field error.
 */
export const contactRequestSchema = contactFieldsSchema.extend({
  recaptchaToken: text('Captcha').min(1).max(10_000).optional().catch(undefined),
});

export type ContactFields = z.input<typeof contactFieldsSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;
