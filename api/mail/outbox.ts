/**
 * Reads the file outbox back (tests and e2e specs): the messages sent to one address, oldest
 * first, with their plain-text body decoded and the links in it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMessage {
  file: string;
  subject: string;
  text: string;
  links: string[];
  /** The message's own headers (not its parts'), by lower-case name, folded lines joined. */
  headers: Record<string, string>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  // =?UTF-8?Q?...?= or =?UTF-8?B?...?= words, as nodemailer writes non-ASCII subjects.
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function topHeaders(eml: string): Record<string, string> {
  const head = eml.slice(0, eml.search(/\r?\n\r?\n/));
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function parseEml(file: string, eml: string): OutboxMessage {
  const subjectLine = /^Subject: (.*(?:\n[ \t].*)*)/m.exec(eml)?.[1] ?? '';
  const subject = decodeHeader(subjectLine.replace(/\n[ \t]/g, ' ')).trim();
  // The first text/plain part, up to the next boundary.
  const part = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)(?:\n--|$)/.exec(eml)?.[1] ?? '';
  const text = decodeQuotedPrintable(part);
  const links = [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
  return { file, subject, text, links, headers: topHeaders(eml) };
}

export function readOutbox(dir: string, to: string): OutboxMessage[] {
  if (!existsSync(dir)) return [];
  const wanted = `${to
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_')
    .slice(0, 120)}.eml`;
  // <time>-<random>-<address>.eml: neither of the first two parts contains a dash.
  return readdirSync(dir)
    .filter((name) => name.split('-').slice(2).join('-') === wanted)
    .sort()
    .map((name) => parseEml(join(dir, name), readFileSync(join(dir, name), 'utf8')));
}

/** The newest message to `to`, or undefined. */
export function latestMail(dir: string, to: string): OutboxMessage | undefined {
  return readOutbox(dir, to).at(-1);
}
