import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical axe violation on the current page (WCAG 2.x A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page) {
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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}: ${n.failureSummary ?? ''}`)
          .join(', ')})`,
    ),
  ).toEqual([]);
}
