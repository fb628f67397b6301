import { describe, expect, it, vi } from 'vitest';
import type { EventBody } from './analytics.ts';

// The module keeps the last page counted and the events waiting for the outbox: a copy of its own,
// so that pages other test files counted in this shared environment are not in it.
vi.resetModules();
const { sendEventsThroughOutbox, trackPageView } = await import('./analytics.ts');

describe('trackPageView', () => {
  it('counts a page once when both the first script and the app report it, and every page after', async () => {
    const sent: EventBody[] = [];
    sendEventsThroughOutbox(async (body) => {
      sent.push(body);
    });
    trackPageView('/beach/croyde-beach'); // main.tsx, as the page arrives
    trackPageView('/beach/croyde-beach'); // the app's tracker, once it has taken the page over
    trackPageView('/beaches');
    trackPageView('/beach/croyde-beach');
    expect(sent.map((body) => [body.name, body.path])).toEqual([
      ['page_view', '/beach/croyde-beach'],
      ['page_view', '/beaches'],
      ['page_view', '/beach/croyde-beach'],
    ]);
  });
});
