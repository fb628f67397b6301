/**
 * The two small pages of the unsubscribe link (issue #31 item 5), rendered here rather than by
 * the PWA so that they work in any mail app's browser, with no script and no sign-in. Opening the
 * link only asks (link scanners open every link in a mail, RFC 8058 §1); the button posts.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Devon Dog Beaches</title></head>
<body><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

/** Asks before stopping: a button that posts to the same link. */
export function confirmUnsubscribePage(action: string): string {
  return page(
    'Stop reminder emails?',
    `<p>You will no longer get emails about dog rules changing at the beaches you follow. Your beaches and notes stay as they are.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Stop reminder emails</button></form>
<p>To start them again later, sign in and turn a beach's reminder on in <a href="/my-beaches">My beaches</a>.</p>`,
  );
}

export function unsubscribedPage(): string {
  return page(
    'Reminder emails stopped',
    `<p>We will not email you reminders any more. Reminders on a phone you turned them on for stop there, in My beaches.</p>
<p>To start the emails again, sign in and turn a beach's reminder on in <a href="/my-beaches">My beaches</a>.</p>`,
  );
}
