/**
 * The emails the product sends, each as plain text and HTML, with links built from PUBLIC_URL.
 * Names come from visitors, so everything put into the HTML is escaped.
 */
import type { MailMessage } from './mailer.ts';

const PRODUCT_NAME = 'Devon Dog Beaches';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Layout {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote: string;
  /** A visible link under the footnote that stops this kind of email (reminders). */
  unsubscribe?: { label: string; url: string };
}

function compose({ to, subject, greeting, paragraphs, action, footnote, unsubscribe }: Layout): MailMessage {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}:`, action.url, ''] : []),
    footnote,
    ...(unsubscribe ? ['', `${unsubscribe.label}:`, unsubscribe.url] : []),
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const button = action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#0b6e8a;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#5b6770">Or paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#0b6e8a;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5efe4;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2a30">
<div style="max-width:560px;margin:0 auto;padding:32px 20px">
<p style="font-size:20px;font-weight:700;color:#0b6e8a;margin:0 0 24px">${PRODUCT_NAME}</p>
<div style="background:#ffffff;border-radius:12px;padding:28px">
<p style="font-size:16px;margin:0 0 16px">${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="font-size:15px;line-height:1.55;margin:0 0 14px">${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:13px;color:#5b6770;margin:20px 0 0">${escapeHtml(footnote)}</p>
${unsubscribe ? `<p style="font-size:13px;margin:12px 0 0"><a href="${escapeHtml(unsubscribe.url)}" style="color:#0b6e8a">${escapeHtml(unsubscribe.label)}</a></p>` : ''}
</div></div></body></html>`;
  return { to, subject, text, html, link: action?.url };
}

const hello = (firstName: string | null) => (firstName ? `Hi ${firstName},` : 'Hello,');

export function verificationEmail(to: string, firstName: string | null, url: string): MailMessage {
  return compose({
    to,
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    greeting: hello(firstName),
    paragraphs: [
      `Thanks for joining ${PRODUCT_NAME}. Please confirm your email address to finish creating your account.`,
      'Once confirmed you can upload photos, leave reviews and share walking routes with other dog owners.',
    ],
    action: { label: 'Confirm my email', url },
    footnote:
      "This link works once and expires in 24 hours. If you didn't sign up, you can ignore this email.",
  });
}

export function passwordResetEmail(to: string, firstName: string | null, url: string): MailMessage {
  return compose({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: hello(firstName),
    paragraphs: ['We received a request to reset the password for your account.'],
    action: { label: 'Choose a new password', url },
    footnote:
      "This link works once and expires in 1 hour. If you didn't ask for it, you can ignore this email: your password stays the same.",
  });
}

/** Sent instead of a second account when someone registers with an address already in use. */
export function alreadyRegisteredEmail(
  to: string,
  firstName: string | null,
  signInUrl: string,
  resetUrl: string,
): MailMessage {
  return compose({
    to,
    subject: `You already have a ${PRODUCT_NAME} account`,
    greeting: hello(firstName),
    paragraphs: [
      'Someone (hopefully you) just tried to create an account with this email address, but you already have one.',
      `You can sign in as usual, or reset your password at ${resetUrl} if you have forgotten it.`,
    ],
    action: { label: 'Sign in', url: signInUrl },
    footnote: "If this wasn't you, you can ignore this email: nothing has changed.",
  });
}

/** A visitor's photo of a sign confirmed or corrected a beach's dog rules (issue #29). */
export function ruleChangedEmail(
  to: string,
  firstName: string | null,
  change: { beachName: string; corrected: boolean; url: string },
): MailMessage {
  const what = change.corrected
    ? `Your photo showed that the dog rules we listed for ${change.beachName} were out of date, so we have corrected them.`
    : `We have added your photo to ${change.beachName}'s dog rules as a sign seen on site, so other dog owners can see the rule was checked at the beach.`;
  return compose({
    to,
    subject: `Your report changed the dog rules for ${change.beachName}`,
    greeting: hello(firstName),
    paragraphs: [`Thank you for photographing the sign at ${change.beachName}.`, what],
    action: { label: 'See the dog rules', url: change.url },
    footnote:
      'You get this email because you sent us a photo of a sign. We only write when a report changes a rule.',
  });
}

/** Names of up to two beaches, then "and N more": "Croyde Bay and Saunton Sands". */
function beachNames(names: string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/**
 * A day's reminders for the beaches a person follows (issue #31 item 5). The List-Unsubscribe
 * headers let a mail app stop them in one click (RFC 8058: a POST to the link, no sign-in); the
 * same link is in the body for everyone else.
 */
export function reminderDigestEmail(
  to: string,
  firstName: string | null,
  digest: {
    beachNames: string[];
    sentences: string[];
    daysAhead: number;
    myBeachesUrl: string;
    unsubscribeUrl: string;
  },
): MailMessage {
  const message = compose({
    to,
    subject: `Dog rules are changing at ${beachNames(digest.beachNames)}`,
    greeting: hello(firstName),
    paragraphs: [
      `Here is what is changing at the beaches you asked us to remind you about (we look ${digest.daysAhead} days ahead):`,
      ...digest.sentences,
      'Rules can change at short notice: the signs at the beach always have the last word.',
    ],
    action: { label: 'See my beaches', url: digest.myBeachesUrl },
    footnote:
      'You get this email because you turned on reminders for these beaches. We send at most one a day.',
    unsubscribe: { label: 'Stop reminder emails (no need to sign in)', url: digest.unsubscribeUrl },
  });
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${digest.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
