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

/** A beach's text as the search reads it, worked out once per list rather than at every keystroke. */
interface Prepared<T> {
  beach: T;
  /** Its place in the list: equal names keep the list's order. */
  index: number;
  name: string;
  nameWords: string[];
  location: string;
  locationWords: string[];
}

// The picker searches the same list (the same array) at every keystroke.
const preparedLists = new WeakMap<readonly SearchableBeach[], Prepared<SearchableBeach>[]>();

function prepare<T extends SearchableBeach>(beaches: readonly T[]): Prepared<T>[] {
  let prepared = preparedLists.get(beaches);
  if (prepared?.length !== beaches.length) {
    prepared = beaches.map((beach, index) => {
      const name = normalise(beach.name);
      const location = normalise(beach.location);
      return { beach, index, name, nameWords: words(name), location, locationWords: words(location) };
    });
    preparedLists.set(beaches, prepared);
  }
  return prepared as Prepared<T>[];
}

const startsAny = (text: string, textWords: string[], term: string) =>
  text.startsWith(term) || textWords.some((word) => word.startsWith(term));

const byName = new Intl.Collator('en-GB').compare;

export function searchBeaches<T extends SearchableBeach>(
  beaches: readonly T[],
  query: string,
  limit = BEACH_SEARCH_LIMIT,
): T[] {
  const term = normalise(query);
  if (!term || limit <= 0) return [];
  const rank = (entry: Prepared<T>) => (entry.name.startsWith(term) ? 0 : 1);
  const order = (a: Prepared<T>, b: Prepared<T>) =>
    rank(a) - rank(b) || byName(a.beach.name, b.beach.name) || a.index - b.index;
  // Only the first `limit` are shown: keep those in order as the matches go by, rather than
  // sorting every match (thousands for "s" in a UK-wide list).
  const best: Prepared<T>[] = [];
  for (const entry of prepare(beaches)) {
    if (
      !startsAny(entry.name, entry.nameWords, term) &&
      !startsAny(entry.location, entry.locationWords, term)
    )
      continue;
    if (best.length === limit && order(entry, best[limit - 1]) >= 0) continue;
    let at = best.length;
    while (at > 0 && order(entry, best[at - 1]) < 0) at--;
    best.splice(at, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best.map((entry) => entry.beach);
}
