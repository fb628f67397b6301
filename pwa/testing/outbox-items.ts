/**
 * For the outbox's screen tests: items put straight into the phone's outbox (fake-indexeddb, see
 * pwa/testing/setup.ts), the runner started as the app starts it, and a server busy for an hour.
 */
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { mirrorDb } from '../data/mirror/mirror-db.ts';
import { loadOutbox } from '../data/outbox/outbox.ts';
import type { OutboxItem } from '../data/outbox/outbox-item.ts';
import { sendOutboxSoon } from '../data/outbox/outbox-runner.ts';
import { addToOutbox, type NewOutboxWrite } from '../data/outbox/outbox-store.ts';

export function buildFeedbackWrite(overrides: Partial<NewOutboxWrite> = {}): NewOutboxWrite {
  const content = 'The car park at Croyde is closed for resurfacing until Friday.';
  return {
    kind: 'feedback',
    label: 'Feedback for Croyde Bay',
    beachId: 3,
    summary: content,
    method: 'POST',
    url: '/api/feedback',
    body: { feedbackType: 'issue', content, isPublic: true, beachId: 3 },
    userId: null,
    ...overrides,
  };
}

export function buildPhotoWrite(overrides: Partial<NewOutboxWrite> = {}): NewOutboxWrite {
  return {
    kind: 'photo',
    label: '1 photo of Croyde Bay',
    beachId: 3,
    summary: 'Low tide, dogs welcome',
    method: 'POST',
    url: '/api/community-photos',
    body: { beachId: '3', caption_0: 'Low tide, dogs welcome' },
    files: [
      { field: 'photos', name: 'low-tide.jpg', type: 'image/jpeg', data: new Uint8Array([255, 216]).buffer },
    ],
    userId: 7,
    ...overrides,
  };
}

/** Puts a write into the outbox, then gives it a state (as the sender would have left it). */
export async function queueItem(write: NewOutboxWrite, state: Partial<OutboxItem> = {}): Promise<OutboxItem> {
  const item = await addToOutbox(mirrorDb(), write);
  await mirrorDb().outbox.update(item.id, state);
  return { ...item, ...state };
}

export const outboxItems = () => mirrorDb().outbox.orderBy('createdAt').toArray();

/** Starts the runner for this page, as the app does: it reads the outbox and sends what it may. */
export async function startRunner(queryClient: QueryClient): Promise<void> {
  await act(async () => {
    await loadOutbox(queryClient);
  });
}

/**
 * After each test, before the shared reset in pwa/testing/setup.ts (which stops the outbox and
 * empties it): the screens go, and a pass still under way ends, so it cannot put an item back
 * after the reset or race the next test's writes (seen under load).
 */
export async function settleOutbox(): Promise<void> {
  cleanup();
  await sendOutboxSoon();
}

/** Empties the outbox, then waits for the send passes to end: none left running puts an item back. */
export async function emptyOutbox(): Promise<void> {
  await mirrorDb().outbox.clear();
  await sendOutboxSoon();
}

/** Every write route answers 503, Retry-After an hour: items stay pending, with the server's message. */
export const busyServer = http.all(/\/api\/(feedback|community-photos|walking-routes|reviews)/, () =>
  HttpResponse.json(
    { error: { code: 'unavailable', message: 'The server is busy' } },
    { status: 503, headers: { 'Retry-After': '3600' } },
  ),
);
