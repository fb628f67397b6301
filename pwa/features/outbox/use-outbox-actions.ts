/**
 * What the user can do to a waiting item. The runner's code (Dexie) is loaded through
 * loadOutbox, never imported here, so a screen showing the list does not carry it: by the time
 * an item is on screen useOutboxItems has loaded it anyway.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OutboxItem } from '../../data/outbox/outbox-item.ts';
import { loadOutbox } from '../../data/outbox/use-outbox.ts';

/** What a resend changes: corrected words, or (moved to another beach) its beach, address and label too. */
export type ResendChange = Pick<OutboxItem, 'body'> &
  Partial<Pick<OutboxItem, 'summary' | 'beachId' | 'url' | 'label'>>;

export function useOutboxActions() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const runner = () => loadOutbox(queryClient);
    return {
      /** Skips the backoff and starts a pass; resolves once that pass is over. */
      retry: async (id: string) => (await runner()).retryOutboxItem(id),
      discard: async (id: string) => (await runner()).discardOutboxItem(id),
      /** Keeps the corrected (or moved) item under a new key and starts a pass. */
      resend: async (id: string, change: ResendChange) => (await runner()).resendEdited(id, change),
    };
  }, [queryClient]);
}
