import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createMailer, outboxFileName } from './mailer.ts';
import { passwordResetEmail, verificationEmail } from './messages.ts';
import { latestMail, readOutbox } from './outbox.ts';

const silent = pino({ level: 'silent' });

describe('the file outbox', () => {
  it('writes each message as .eml with text and HTML bodies, and reads its link back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ddb-outbox-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      MAIL_DIR: dir,
      MAIL_FROM: 'Dog Beaches <hello@example.com>',
    });
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer(config, logger);
    const url = `${config.PUBLIC_URL}/api/auth/verify-email?token=abc_DEF-123`;
    await mailer.send(verificationEmail('Ann+dogs@Example.com', '<Ann & "Rex">', url));

    const [file] = readdirSync(dir);
    expect(file).toMatch(/^\d{8}T\d{9}Z-[a-z0-9]+-ann\+dogs@example\.com\.eml$/);
    const eml = readFileSync(join(dir, file), 'utf8');
    expect(eml).toMatch(/^From: Dog Beaches <hello@example\.com>$/m);
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    // Visitors' names are escaped in the HTML part.
    const decoded = eml
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
    expect(decoded).toContain('Hi &#60;Ann &#38; &#34;Rex&#34;&#62;,</p>');

    const mail = latestMail(dir, 'ann+dogs@example.com');
    expect(mail?.subject).toBe('Confirm your email for Devon Dog Beaches');
    expect(mail?.text).toContain('Hi <Ann & "Rex">,');
    expect(mail?.links).toEqual([url]);
    // Outside development the log says a mail went out, never the token-bearing link.
    expect(lines.some((l) => l.includes('mail written to outbox'))).toBe(true);
    expect(lines.join('\n')).not.toContain('abc_DEF-123');
  });

  it('logs the link of each outbox message in development only', async () => {
    const logged = async (nodeEnv: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'ddb-outbox-'));
      const lines: string[] = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
      const mailer = createMailer(loadConfig({ NODE_ENV: nodeEnv, MAIL_DIR: dir }), logger);
      await mailer.send(passwordResetEmail('kim@example.com', null, 'http://localhost:3000/r?token=s3cr3t'));
      return lines.join('\n');
    };
    expect(await logged('development')).toContain('token=s3cr3t');
    expect(await logged('test')).not.toContain('s3cr3t');
    expect(await logged('test')).toContain('mail written to outbox');
  });

  it('keeps messages to different people apart, and sends in the background without throwing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ddb-outbox-'));
    const mailer = createMailer(loadConfig({ NODE_ENV: 'test', MAIL_DIR: dir }), silent);
    mailer.sendLater(
      passwordResetEmail('bob@example.com', null, 'http://localhost:3000/reset-password?token=1'),
    );
    mailer.sendLater(
      passwordResetEmail('jimbob@example.com', 'Jim', 'http://localhost:3000/reset-password?token=2'),
    );
    await mailer.idle();
    expect(readOutbox(dir, 'bob@example.com')).toHaveLength(1);
    expect(readOutbox(dir, 'bob@example.com')[0].text).toContain('Hello,');
    expect(readOutbox(dir, 'jimbob@example.com')[0].links).toEqual([
      'http://localhost:3000/reset-password?token=2',
    ]);
    expect(outboxFileName('x@y.z', new Date('2026-01-02T03:04:05.678Z'))).toMatch(
      /^20260102T030405678Z-\w+-x@y\.z\.eml$/,
    );
  });
});

describe('extra headers', () => {
  const oneClick = {
    'List-Unsubscribe': '<https://dogs.example/reminders/unsubscribe?token=1.abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };

  it('carries them into the file outbox as they are', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ddb-outbox-'));
    const mailer = createMailer(loadConfig({ NODE_ENV: 'test', MAIL_DIR: dir }), silent);
    await mailer.send({ ...verificationEmail('sam@example.com', null, 'http://x/'), headers: oneClick });
    const mail = latestMail(dir, 'sam@example.com');
    expect(mail?.headers['list-unsubscribe']).toBe(oneClick['List-Unsubscribe']);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('SMTP', () => {
  it('delivers through SMTP_URL when it is set', async () => {
    const received: string[] = [];
    const server = createServer((socket) => {
      let data = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString();
        if (data) {
          if (!buffer.includes('\r\n.\r\n')) return;
          received.push(buffer);
          buffer = '';
          data = false;
          socket.write('250 queued\r\n');
          return;
        }
        for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const config = loadConfig({
        NODE_ENV: 'test',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_DIR: '/nonexistent',
      });
      await createMailer(config, silent).send({
        ...verificationEmail('sam@example.com', 'Sam', 'http://localhost:3000/x'),
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(received[0]).toContain('Subject: Confirm your email for Devon Dog Beaches');
      expect(received[0]).toContain('To: sam@example.com');
    } finally {
      server.close();
    }
  });
});
