/**
 * The listing's rules (beach-filters.ts) over one list that is asked again and again: the phone's
 * mirror, searched one keystroke at a time. queryBeaches lowers every beach's text and sorts every
 * match on each call, 55–79 ms at 10,000 beaches on a phone-speed CPU (bench/RESULTS.md, "Scale").
 * Here that work is done once per list: each beach's search text lowered, the list put in each
 * sort order (on first use), today's dog answer kept per London day. A query then walks one
 * sorted list and cuts a page, and answers exactly what queryBeaches answers for the same list
 * (prepared-listing.test.ts holds it to that).
 *
 * The beaches must not change while prepared: the text and orders are worked out from them once.
 */
import {
  type BeachFilters,
  type BeachListingQuery,
  beachComparators,
  type FilterableBeach,
  matchesBeachFilters,
  paginate,
  type SortOption,
  searchableText,
} from './beach-filters.ts';
import { dogsAllowedToday, londonDate } from './dogs-allowed-today.ts';
import type { Page } from './listing.ts';

export interface PreparedListing<T> {
  /** The beaches, in the order they were given. */
  readonly beaches: readonly T[];
  /** Filter, sort and paginate: queryBeaches(beaches, query, now), answered from what was prepared. */
  query(query: BeachListingQuery, now?: Date): Page<T>;
}

const UNKNOWN = 0;
const ALLOWED = 1;
const BANNED = 2;

export function prepareListing<T extends FilterableBeach>(beaches: readonly T[]): PreparedListing<T> {
  const list = beaches.slice();
  const texts = list.map(searchableText);
  const orders = new Map<SortOption, number[]>();
  let dogsOn: { date: string; answers: Uint8Array } | null = null;

  /**
   * Positions in sort order. queryBeaches sorts its filtered list stably, so ties keep the list's
   * order; ties broken by position here give the same order, and filtering a sorted list keeps it.
   */
  function inOrder(sortBy: SortOption): number[] {
    let order = orders.get(sortBy);
    if (!order) {
      const compare = beachComparators[sortBy];
      order = list.map((_, i) => i).sort((a, b) => compare(list[a], list[b]) || a - b);
      orders.set(sortBy, order);
    }
    return order;
  }

  /** dogsAllowedToday, worked out once per beach and London day (the only thing it depends on). */
  function dogsAllowed(i: number, now: Date, date: string): boolean {
    if (dogsOn?.date !== date) dogsOn = { date, answers: new Uint8Array(list.length) };
    if (dogsOn.answers[i] === UNKNOWN) dogsOn.answers[i] = dogsAllowedToday(list[i], now) ? ALLOWED : BANNED;
    return dogsOn.answers[i] === ALLOWED;
  }

  function query(query: BeachListingQuery, now = new Date()): Page<T> {
    const needle = query.search ? query.search.toLowerCase() : '';
    // The search and today's dogs are answered from what was prepared; every other filter as is.
    const others: Partial<BeachFilters> = { ...query, search: undefined, dogsToday: false };
    const date = query.dogsToday ? londonDate(now) : '';
    const matching: T[] = [];
    for (const i of inOrder(query.sortBy)) {
      if (needle && !texts[i].includes(needle)) continue;
      if (!matchesBeachFilters(list[i], others, now)) continue;
      if (query.dogsToday && !dogsAllowed(i, now, date)) continue;
      matching.push(list[i]);
    }
    return paginate(matching, query.page, query.pageSize);
  }

  return { beaches: list, query };
}
