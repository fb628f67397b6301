/**
 * Sends the product's emails (verification, password reset). With SMTP_URL set, nodemailer
 * delivers through that server; without it, each message is written to MAIL_DIR as an .eml file
 * (and, in development only, its link is logged), so sign-up and reset work on a fresh machine
 * and tests can read the outbox.
 *
 * `sendLater` does not make the request wait for the mail server: answers that must not reveal
 * whether an account exists (reset, register) then take the same time either way.
 */

import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about; logged in development when it goes to the file outbox. */
  link?: string;
  /** Extra headers, as they are: List-Unsubscribe and List-Unsubscribe-Post on reminders (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Sends in the background; failures are logged, never thrown at the caller. */
  sendLater(message: MailMessage): void;
  /** Resolves once every background send has finished (tests, graceful shutdown). */
  idle(): Promise<void>;
}

/** A file name for the outbox that sorts by time and says who the message is for. */
export function outboxFileName(to: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  const safeTo = to
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_')
    .slice(0, 120);
  const unique = Math.random().toString(36).slice(2, 6);
  return `${stamp}-${unique}-${safeTo}.eml`;
}

export function createMailer(config: Config, logger: Logger): Mailer {
  const smtp = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  // The file outbox renders the same MIME message nodemailer would send.
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    const mail = {
      from: config.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      // One fixed encoding keeps the outbox easy to read back (api/mail/outbox.ts).
      textEncoding: 'quoted-printable' as const,
    };
    if (smtp) {
      await smtp.sendMail(mail);
      logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    const { message: eml } = await render.sendMail(mail);
    mkdirSync(config.MAIL_DIR, { recursive: true });
    const file = join(config.MAIL_DIR, outboxFileName(message.to));
    // Written aside, then moved into place: a reader of the outbox (a mail viewer, the tests) never
    // finds a message half written (one read an empty file: no link in it).
    const partial = `${file}.partial`;
    await writeFile(partial, eml as Buffer, { flag: 'wx' });
    await rename(partial, file);
    // The link holds a live reset or verification token: only a developer's own log may show it.
    const link = config.NODE_ENV === 'development' ? message.link : undefined;
    logger.info({ to: message.to, subject: message.subject, link, file }, 'mail written to outbox');
  }

  return {
    send,
    sendLater(message) {
      const job = send(message)
        .catch((err) => logger.error({ err, to: message.to, subject: message.subject }, 'mail failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
