/**
 * The listing's rules (beach-filters.ts) over one list that is asked again and again: the phone's
 * mirror, searched one keystroke at a time. queryBeaches lowers every beach's text and sorts every
 * match on each call, 55–79 ms at 10,000 beaches on a phone-speed CPU (bench/RESULTS.md, "Scale").
 * Here that work is done once per list: each beach's search text lowered, the list put in each
 * sort order (on first use), the dog answer kept per London day (or planned moment), and which beaches pass the
 * other filters kept for the last few sets of them (typing changes only the search). A query then
 * walks one sorted list and cuts a page, and answers exactly what queryBeaches answers for the
 * same list (prepared-listing.test.ts holds it to that).
 *
 * The beaches must not change while prepared: the text and orders are worked out from them once.
 */

import { londonIsoDate } from '../clock/london-time.ts';
import {
  type BeachFilters,
  type BeachListingQuery,
  beachComparators,
  dogsAllowedFor,
  type FilterableBeach,
  matchesBeachFilters,
  paginate,
  type SortOption,
  searchableText,
} from './beach-filters.ts';
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
/** Sets of other filters whose answers are kept: enough to go back and forth between a few. */
const KEPT_FILTER_SETS = 4;

export function prepareListing<T extends FilterableBeach>(beaches: readonly T[]): PreparedListing<T> {
  const list = beaches.slice();
  const texts = list.map(searchableText);
  const orders = new Map<SortOption, number[]>();
  let dogsOn: { when: string; answers: Uint8Array } | null = null;
  const passing = new Map<string, Uint8Array>();
  /** The last query's matches: a search typed on from it can only narrow them. */
  let last: { key: string; needle: string; matches: number[] } | null = null;

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

  /**
   * dogsAllowedFor, worked out once per beach and `when`: the London day without a planned moment,
   * the moment with one (the only things it depends on).
   */
  function dogsAllowed(i: number, at: string | undefined, now: Date, when: string): boolean {
    if (dogsOn?.when !== when) dogsOn = { when, answers: new Uint8Array(list.length) };
    if (dogsOn.answers[i] === UNKNOWN)
      dogsOn.answers[i] = dogsAllowedFor(list[i], at, now) ? ALLOWED : BANNED;
    return dogsOn.answers[i] === ALLOWED;
  }

  /**
   * Which beaches pass every filter but the search and the dogs (matchesBeachFilters, which
   * reads no clock or moment without dogsToday), by position; worked out once per set of those filters.
   */
  function passingOthers(key: string, others: Partial<BeachFilters>, now: Date): Uint8Array {
    let answers = passing.get(key);
    if (!answers) {
      answers = Uint8Array.from(list, (beach) => (matchesBeachFilters(beach, others, now) ? 1 : 0));
      if (passing.size >= KEPT_FILTER_SETS) passing.delete(passing.keys().next().value as string);
      passing.set(key, answers);
    }
    return answers;
  }

  function query(query: BeachListingQuery, now = new Date()): Page<T> {
    const { search, dogsToday, at, sortBy, page, pageSize, ...others } = query;
    const needle = search ? search.toLowerCase() : '';
    const othersKey = JSON.stringify(others);
    const passes = passingOthers(othersKey, others, now);
    const when = dogsToday ? (at ? `at ${at}` : londonIsoDate(now)) : '';
    // Text that holds the longer search holds the shorter one: "porth" only looks among "port".
    const key = `${sortBy} ${when} ${othersKey}`;
    const narrowing = last?.key === key && last.needle !== '' && needle.includes(last.needle);
    const matches: number[] = [];
    for (const i of narrowing && last ? last.matches : inOrder(sortBy)) {
      if (passes[i] === 0) continue;
      if (needle && !texts[i].includes(needle)) continue;
      if (dogsToday && !dogsAllowed(i, at, now, when)) continue;
      matches.push(i);
    }
    last = { key, needle, matches };
    // Only the page's beaches are looked up: the page and total are paginate's own.
    const positions = paginate(matches, page, pageSize);
    return { ...positions, items: positions.items.map((i) => list[i]) };
  }

  return { beaches: list, query };
}
