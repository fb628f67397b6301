import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** The WCAG 2.x A/AA rules. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string; failureSummary: string }[];
}

/**
 * Fails on any serious or critical axe violation on the current page (WCAG 2.x A/AA rules).
 *
 * `within`, a CSS selector, judges only that part of the page (what a spec owns).
 *
 * axe-core runs in the page itself (`axe.run`), put there once per document. @axe-core/playwright's
 * builder injected its 500 KB into the page and again into a blank page of its own to merge the
 * frames' results, about 3 s a check on these machines (65 checks a CI run); this takes about one.
 * Our pages' content is all in their own document, so frames are not entered (the one iframe, the
 * map's OpenStreetMap view, is another site's page).
 */
export async function expectNoSeriousA11yViolations(page: Page, within?: string) {
  // Let finite animations (dialogs and toasts fading in) end, so colours are judged as they stay.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => {});
  // A string evaluated by the browser's debugger protocol, so the page's CSP does not refuse it.
  if (await page.evaluate(() => !('axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, within }): Promise<Violation[]> => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(within ? { include: [within] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          html: n.html,
          failureSummary: n.failureSummary ?? '',
        })),
      }));
    },
    { tags: TAGS, within },
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target} ${n.html.slice(0, 160)}: ${n.failureSummary}`)
          .join(', ')})`,
    ),
  ).toEqual([]);
}
