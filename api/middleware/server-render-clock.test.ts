/**
 * A server page whose words follow the clock (a beach's dog rules, today's status for dogs) says
 * when they next change, and the server keeps its HTML until then and renders it again after.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changesAtOf, payloadOf, renderedAtOf, requestPage, rootOf } from '../testing/rendered-pages.ts';
import { setupTestApp } from '../testing/test-app.ts';

const t = setupTestApp({ serverRender: true });
const page = (path: string) => requestPage(t.callback, path);

// The first render loads the whole PWA's code into this process.
beforeAll(async () => {
  await page('/privacy').expect(200);
}, 120_000);

describe('a page kept until its words change with the clock', () => {
  it("a beach page says so for where its ban's hours end, and is rendered again then", async () => {
    // 11:15 in Bude in July: inside Crooklets' 10:00-18:00 summer ban, which ends at 17:00 UTC.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-15T10:15:20Z') });
    try {
      const first = await page('/beach/crooklets-beach-bude').expect(200);
      expect(renderedAtOf(first.text)).toBe(payloadOf(first.text).renderedAt);
      expect(new Date(renderedAtOf(first.text) ?? '').getTime()).toBe(Date.parse('2026-07-15T10:15:20Z'));
      expect(rootOf(first.text)).toMatch(/18:00/);
      expect(changesAtOf(first.text)).toBe('2026-07-15T17:00:00.000Z');

      vi.setSystemTime(new Date('2026-07-15T16:59:59Z'));
      const before = await page('/beach/crooklets-beach-bude').expect(200);
      expect(renderedAtOf(before.text)).toBe(renderedAtOf(first.text));

      vi.setSystemTime(new Date('2026-07-15T17:00:00Z'));
      const after = await page('/beach/crooklets-beach-bude').expect(200);
      expect(renderedAtOf(after.text)).toBe('2026-07-15T17:00:00.000Z');
      // Then the next change is London midnight.
      expect(changesAtOf(after.text)).toBe('2026-07-15T23:00:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it("the home page (today's status for dogs) is kept past the minute, until a ban's hours or midnight", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:15:20Z') });
    try {
      const first = await page('/').expect(200);
      expect(rootOf(first.text)).toContain('data-testid="dog-today"');
      const changesAt = Date.parse(changesAtOf(first.text) ?? '');
      // London midnight at the latest; in late November the featured beaches' bans are out of season.
      expect(changesAt).toBeGreaterThan(Date.parse('2026-11-26T10:16:00Z'));
      expect(changesAt).toBeLessThanOrEqual(Date.parse('2026-11-27T00:00:00Z'));
      expect(payloadOf(first.text).changesAt).toBe(new Date(changesAt).toISOString());

      vi.setSystemTime(new Date(changesAt - 1_000));
      const later = await page('/').expect(200);
      expect(renderedAtOf(later.text)).toBe(renderedAtOf(first.text));

      vi.setSystemTime(new Date(changesAt));
      const changed = await page('/').expect(200);
      expect(renderedAtOf(changed.text)).toBe(new Date(changesAt).toISOString());
    } finally {
      vi.useRealTimers();
    }
  });

  it('a page of text says nothing on it follows the clock', async () => {
    const res = await page('/privacy').expect(200);
    expect(changesAtOf(res.text)).toBe('never');
    expect(payloadOf(res.text).changesAt).toBeNull();
  });
});
