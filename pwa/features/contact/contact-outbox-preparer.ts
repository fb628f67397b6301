/**
 * Makes the outbox solve a contact message's captcha just before each attempt to send it
 * (contact-captcha.ts). Both the outbox runner and the solver load lazily: registering costs
 * neither, and the solver's code arrives only when a message is about to go.
 */
import type { OutboxItem } from '../../offline/outbox-item.ts';

export async function prepareContactMessage(item: OutboxItem): Promise<OutboxItem> {
  const { withFreshCaptcha } = await import('./contact-captcha.ts');
  return withFreshCaptcha(item);
}

let registered: Promise<void> | null = null;

/** Registers the step with this page's outbox runner (once; safe to call again). */
export function registerContactPreparer(): Promise<void> {
  registered ??= import('../../offline/outbox-runner.ts').then(
    ({ registerPreparer }) => registerPreparer('contact', prepareContactMessage),
    (error) => {
      registered = null;
      throw error;
    },
  );
  return registered;
}
