/** The contact form's messages (routes/contact), stored for the admins' inbox (admin-inbox.ts). */
import type { Knex } from 'knex';
import type { ContactRequest } from '../../domain/community/contact.ts';
import { ContactSubmission } from '../models/ContactSubmission.ts';

export async function saveContactMessage(
  trx: Knex.Transaction,
  fields: Omit<ContactRequest, 'recaptchaToken'>,
): Promise<void> {
  await ContactSubmission.query(trx).insert({
    name: fields.name,
    email: fields.email,
    subject: fields.subject ?? null,
    message: fields.message,
  });
}
