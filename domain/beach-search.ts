/**
 * The photo-upload page's beach picker (spec §2 "Photo upload"): a beach matches when its name
 * or location starts with the typed text, or any word in them does ("sands" finds Saunton
 * Sands, "north" finds every North Devon beach). Up to 10 results, names that start with the
 * text first, then by name.
 */

export const BEACH_SEARCH_LIMIT = 10;

export interface SearchableBeach {
  name: string;
  location: string;
}

const normalise = (text: string) => text.toLocaleLowerCase('en-GB').replace(/\s+/g, ' ').trim();

/** Words split on anything that is not a letter or digit: "Bigbury-on-Sea" → bigbury, on, sea. */
const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function matches(text: string, term: string): boolean {
  const value = normalise(text);
  return value.startsWith(term) || words(value).some((word) => word.startsWith(term));
}

export function searchBeaches<T extends SearchableBeach>(
  beaches: readonly T[],
  query: string,
  limit = BEACH_SEARCH_LIMIT,
): T[] {
  const term = normalise(query);
  if (!term) return [];
  const found = beaches.filter((b) => matches(b.name, term) || matches(b.location, term));
  const nameFirst = (b: T) => (normalise(b.name).startsWith(term) ? 0 : 1);
  return found
    .sort((a, b) => nameFirst(a) - nameFirst(b) || a.name.localeCompare(b.name, 'en-GB'))
    .slice(0, limit);
}
