/**
 * What a beach's dog rules rest on, in one plain sentence for the page's lead line (issue #29):
 * the site its source is on and the day someone read it, or that we have none. It names no kind
 * of source (an order, a council page) the record does not, and no date the record lacks.
 */
import type { Beach } from '../../../domain/beach.ts';
import { formatDayMonth } from '../../../domain/format.ts';

function siteOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** "From a page on southhams.gov.uk, read 25 Nov 2026.", or that we have no source. */
export function dogRulesBasis(beach: Pick<Beach, 'validationSourceUrl' | 'validationLastChecked'>): string {
  const url = beach.validationSourceUrl?.trim();
  if (!url) return "We have no source for this beach's dog rules yet — check the signs on the day.";
  const site = siteOf(url);
  const from = site ? `From a page on ${site}` : 'From the source linked here';
  return beach.validationLastChecked
    ? `${from}, read ${formatDayMonth(beach.validationLastChecked)}.`
    : `${from}; the day it was read is not recorded.`;
}
