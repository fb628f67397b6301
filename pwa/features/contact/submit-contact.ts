/**
 * POST /api/contact: the contact form's one API operation, through the outbox (kept on the
 * phone first, sent exactly once). With no signal the message is kept without a captcha
 * solution; the phone solves one just before it is sent (pwa/data/outbox/outbox-preparers.ts).
 */
import type { ContactFields } from '../../../domain/community/contact.ts';
import { type OutboxWrite, useOutboxSubmission } from '../../data/outbox/outbox.ts';

/** The outbox item for a message; `recaptchaToken` (the spec's name) carries the ALTCHA payload. */
export function contactWrite(fields: ContactFields, recaptchaToken: string | null): OutboxWrite {
  const subject = fields.subject?.trim();
  return {
    kind: 'contact',
    label: 'Message to Devon Dog Beaches',
    summary: (subject || fields.message.trim()).slice(0, 160),
    method: 'POST',
    url: '/api/contact',
    body: recaptchaToken ? { ...fields, recaptchaToken } : { ...fields },
  };
}

export const useSubmitContact = useOutboxSubmission;
