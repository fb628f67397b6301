/**
 * The spec's single-period dog fields, which API clients still read, never claim more freedom
 * than the rules list (issue #29, item 5). For every beach of the dataset, on every day of two
 * years (an early Easter, then a leap year) at three times of day, the rule rebuilt from the
 * fields is at least as strict as the list: a beach with a part closed all year is never "allowed".
 */
import { describe, expect, it } from 'vitest';
import type { LondonMoment } from '../domain/clock/london-time.ts';
import type { DogAccessNowState } from '../domain/dog-rules/dog-access-now.ts';
import type { DogRule } from '../domain/dog-rules/dog-rules.ts';
import { dogRulesFromLegacy } from '../domain/dog-rules/dog-rules-legacy.ts';
import { describeRules } from '../domain/dog-rules/dog-rules-wording.ts';
import { readBeaches } from './data-files.ts';

/** How much a status keeps dogs off: a ban on the whole beach, on a part, leads, nothing. */
const STRICTNESS: Record<DogAccessNowState, number> = {
  banned: 3,
  restricted: 2,
  lead: 1,
  allowed: 0,
  unknown: 0,
};

const TIMES = [9 * 60, 13 * 60, 20 * 60];
const DAY_MS = 86_400_000;

function* moments(years: number[]): Generator<LondonMoment> {
  for (const year of years) {
    for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += DAY_MS) {
      const date = new Date(t);
      for (const minutes of TIMES) {
        yield { year, month: date.getUTCMonth() + 1, day: date.getUTCDate(), minutes };
      }
    }
  }
}

const stateOf = (rules: readonly DogRule[], at: LondonMoment) => describeRules(rules, at).state;
const label = (at: LondonMoment) =>
  `${at.year}-${String(at.month).padStart(2, '0')}-${String(at.day).padStart(2, '0')} ${at.minutes / 60}:00`;

describe('the spec’s single-period dog fields of the dataset', () => {
  it('are never less strict than the rules list, on any day at 09:00, 13:00 or 20:00', () => {
    // Beaches with the same list and fields read the same: each pair is walked through once.
    const pairs = new Map<string, { slugs: string[]; list: DogRule[]; rebuilt: DogRule[] | null }>();
    for (const beach of readBeaches()) {
      const rebuilt = dogRulesFromLegacy(beach);
      if (beach.dogRules === null) {
        // A ban no source dates: the fields must not invent a period either.
        expect(rebuilt, beach.slug).toBeNull();
        continue;
      }
      const key = JSON.stringify([beach.dogRules, rebuilt]);
      const pair = pairs.get(key) ?? { slugs: [], list: beach.dogRules, rebuilt };
      pair.slugs.push(beach.slug);
      pairs.set(key, pair);
    }
    const laxer: string[] = [];
    for (const { slugs, list, rebuilt } of pairs.values()) {
      expect(rebuilt, `${slugs.join(', ')}: the single-period fields say nothing`).not.toBeNull();
      if (!rebuilt) continue;
      for (const at of moments([2027, 2028])) {
        const fromList = stateOf(list, at);
        const fromFields = stateOf(rebuilt, at);
        if (STRICTNESS[fromFields] < STRICTNESS[fromList]) {
          for (const slug of slugs) {
            laxer.push(`${slug} on ${label(at)}: the fields say ${fromFields}, the list ${fromList}`);
          }
          break;
        }
      }
    }
    expect(laxer).toEqual([]);
  }, 30_000);

  it('name a part closed all year in the zones text', () => {
    for (const beach of readBeaches()) {
      if (beach.dogRules?.some((r) => r.kind === 'no-dogs' && r.zone !== null && r.period === 'all-year')) {
        expect(beach.dogRestrictionZones ?? '', beach.slug).toMatch(/all[- ]year/i);
      }
    }
  });
});
