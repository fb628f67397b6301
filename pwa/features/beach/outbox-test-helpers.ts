/**
 * For the beach forms' tests: the outbox runner is one per page (module state), so each test
 * renders through here and stops the runner and empties the outbox afterwards.
 */
import 'fake-indexeddb/auto';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { mirrorDb } from '../../offline/mirror-db.ts';
import { updateOutboxStatus } from '../../offline/outbox-status.ts';
import { renderComponent } from '../../testing/render-component.tsx';

/** The items kept on the phone. */
export const keptOnPhone = () => mirrorDb().outbox.toArray();

let client: QueryClient | undefined;

/** renderComponent, remembering the page's query client (the outbox it starts is stopped after the test). */
export function renderWithOutbox(ui: ReactNode) {
  const rendered = renderComponent(ui);
  client = rendered.queryClient;
  return rendered;
}

/** For afterEach: stops the outbox the test's page started and empties it. */
export async function resetOutbox(): Promise<void> {
  if (!client) return;
  const [{ startOutbox }, { sendOutboxSoon }] = await Promise.all([
    import('../../offline/outbox-effects.ts'),
    import('../../offline/outbox-runner.ts'),
  ]);
  startOutbox(client)();
  client = undefined;
  await mirrorDb().outbox.clear();
  // A pass still under way may write its item back: let it end, then empty again.
  await sendOutboxSoon();
  await mirrorDb().outbox.clear();
  updateOutboxStatus({ waiting: 0, needsAttention: 0, waitingForAccount: 0, progress: {} });
}
