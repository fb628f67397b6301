/**
 * The key React Router saves and restores a page's scroll position under. It keys each history
 * entry by `location.key`, but a document's first entry is "default" in every document, so a new
 * visit to the site in the same tab (a link from elsewhere, an address typed) would be scrolled to
 * wherever an earlier visit's first page was left. A fresh visit gets a key of its own and starts
 * at the top; a reload, or a step back into the document, keeps "default" and its saved place.
 */
import type { Location } from 'react-router';

let firstEntryKey: string | undefined;

function keyOfFirstEntry(): string {
  if (firstEntryKey === undefined) {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    firstEntryKey = navigation?.type === 'navigate' ? `visit-${Date.now().toString(36)}` : 'default';
  }
  return firstEntryKey;
}

export const scrollKey = (location: Location): string =>
  location.key === 'default' ? keyOfFirstEntry() : location.key;
