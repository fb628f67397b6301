import { describe, expect, it } from 'vitest';
import { type EventBody, sendEventsThroughOutbox, trackPageView } from './analytics.ts';

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
