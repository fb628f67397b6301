/**
 * What the service worker sends when Background Sync wakes it and no page is open (sw.ts): one
 * send pass (send-outbox.ts) as the account the page last knew (the runner notes it), then every
 * page opened meanwhile is told what it sent. With a page open, that page sends instead.
 */
import { mirrorDb } from '../mirror/mirror-db.ts';
import { emit, publishReport } from './outbox-events.ts';
import { prepareForSending } from './outbox-preparers.ts';
import { dexieOutboxStore } from './outbox-store.ts';
import { oneSenderAtATime, sendOutbox } from './send-outbox.ts';

/** The Background Sync tag the worker answers with a pass (a page registers it: submit-write.ts). */
export { OUTBOX_SYNC_TAG } from './outbox-events.ts';

/**
 * One pass from the worker, woken by Background Sync: the browser fires it when it has a network,
 * so what waited for the network goes now, whatever its timer. True while writes are still due:
 * the browser should wake it again.
 */
export async function sendFromWorker(): Promise<boolean> {
  const db = mirrorDb();
  const account = await db.keyValues.get('outbox-account');
  const report = await oneSenderAtATime(() =>
    sendOutbox({
      store: dexieOutboxStore(db),
      currentUserId: account ? account.value : undefined,
      prepare: prepareForSending,
      networkBack: true,
    }),
  );
  if (!report) return false; // another sender (a page opened meanwhile) has it
  publishReport(report);
  emit({ type: 'changed' });
  return (await db.outbox.where('state').anyOf('pending', 'sending').count()) > 0;
}
