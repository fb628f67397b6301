/** POST /api/contact: the contact form's one API operation. */
import { useMutation } from '@tanstack/react-query';
import type { ContactFields } from '../../../domain/contact.ts';
import { apiRequest } from '../../lib/api-client.ts';

export interface ContactSubmission extends ContactFields {
  /** The spec's name for the captcha field; it carries the ALTCHA payload. */
  recaptchaToken: string;
}

export interface ContactSubmitted {
  message: string;
}

/**
 * Sends one submission attempt. The Idempotency-Key lets the server answer a network retry of
 * the same attempt with its first answer instead of storing the message twice (DESIGN.md).
 */
export function submitContact(input: ContactSubmission, idempotencyKey: string = crypto.randomUUID()) {
  return apiRequest<ContactSubmitted>('POST', '/api/contact', input, {
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
  });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: (input: ContactSubmission) => submitContact(input) });
}
