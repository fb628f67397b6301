/**
 * What one person's reminder digest says on one London day (issue #31 item 5): for each beach
 * they asked to be reminded about, the changes of its dog rules in the next few days, and the
 * rules an admin has changed since their last digest. Pure, so it is tested without a database
 * and the job (api/jobs/reminder-digest.ts) only loads rows and queues what this returns.
 *
 * A change is announced once: on the first digest day whose look-ahead reaches it. With a digest
 * yesterday, today's look-ahead starts where yesterday's stopped; with none (a first digest, or
 * a day with nothing to say), it starts tomorrow. A day without a digest had nothing in its reach,
 * so nothing is skipped by starting after it.
 */

import { londonClock, londonInstant } from '../clock/london-time.ts';
import { dogRuleLine } from '../dog-rules/dog-rule-list.ts';
import type { DogRule } from '../dog-rules/dog-rules.ts';
import { type DogRuleSource, dogRulesOf } from '../dog-rules/dog-rules-legacy.ts';
import { dogsAllowedToday } from '../dog-rules/dogs-allowed-today.ts';
import { byDistance } from '../dog-rules/nearest-open-beaches.ts';
import { type RuleChange, ruleChangesBetween } from '../dog-rules/rule-calendar.ts';
import { ruleChangeSentence } from '../dog-rules/rule-change-words.ts';
import { rulesKnownUntil } from '../dog-rules/rules-known-until.ts';

/** How many days ahead a digest looks; the mail says "in the next 3 days". */
export const REMINDER_DAYS_AHEAD = 3;
/** Further than this, another beach is no help to someone on their way to this one. */
const NEAREST_OPEN_MAX_METRES = 30_000;

export type ReminderBeach = DogRuleSource & { id: number; name: string; latitude: string; longitude: string };

export interface DigestInput<T extends ReminderBeach> {
  /** The London day the digest is for. */
  today: number;
  /** The London day of this person's last digest, or null when they have had none. */
  lastDigestDay: number | null;
  /** Their favourites with reminders on. */
  favourites: readonly T[];
  /** Every live beach: where the nearest beach open to dogs is looked for. */
  beaches: readonly T[];
  /** The London days on which an admin changed a favourite's dog rules since the last digest. */
  ruleUpdates: readonly { beachId: number; day: number }[];
}

export interface DigestItem {
  beachId: number;
  /** A whole sentence, with its full stop. */
  sentence: string;
}

/** The days whose changes today's digest announces: after `after`, up to `until`, both London days. */
export function announcementWindow(today: number, lastDigestDay: number | null) {
  const until = today + REMINDER_DAYS_AHEAD;
  const after = lastDigestDay === null ? today : Math.max(today, lastDigestDay + REMINDER_DAYS_AHEAD);
  return { after, until };
}

/** Noon on a London day: a moment inside it, for the rules that ask about "today". */
function noonOf(day: number): Date {
  const date = new Date(day * 86_400_000);
  return londonInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), 12 * 60);
}

const distanceWords = (metres: number) =>
  metres < 1000 ? `${Math.max(100, Math.round(metres / 100) * 100)} m` : `${Math.round(metres / 1000)} km`;

/** " — Saunton Sands, 3 km away, stays open to dogs", or nothing when no beach within reach is open that day. */
function nearestOpenWords<T extends ReminderBeach>(from: T, beaches: readonly T[], day: number): string {
  const lat = Number.parseFloat(from.latitude);
  const lng = Number.parseFloat(from.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return '';
  const at = noonOf(day);
  for (const near of byDistance({ lat, lng }, beaches)) {
    if (near.metres > NEAREST_OPEN_MAX_METRES) return '';
    if (near.beach.id !== from.id && dogsAllowedToday(near.beach, at)) {
      return ` — ${near.beach.name}, ${distanceWords(near.metres)} away, stays open to dogs`;
    }
  }
  return '';
}

const banOnWholeBeachStarts = (change: RuleChange) =>
  change.change === 'starts' && change.rule.kind === 'no-dogs' && change.rule.zone === null;

/** The changes of one beach's rules to announce today, as sentences. Changes past the day its sources run to are not guessed at. */
function changeItems<T extends ReminderBeach>(
  beach: T,
  input: DigestInput<T>,
): (DigestItem & { day: number })[] {
  const rules = dogRulesOf(beach);
  if (!rules) return [];
  const { after, until } = announcementWindow(input.today, input.lastDigestDay);
  const known = rulesKnownUntil(rules);
  return ruleChangesBetween(rules, after, known === null ? until : Math.min(until, known)).map((change) => {
    const alternative = banOnWholeBeachStarts(change)
      ? nearestOpenWords(beach, input.beaches, change.day)
      : '';
    return {
      beachId: beach.id,
      day: change.day,
      sentence: `${ruleChangeSentence(beach.name, change, rules)}${alternative}.`,
    };
  });
}

/** "All year" and "All day" read in the middle of a sentence; dates keep their capitals. */
const allLower = (words: string) => (words.startsWith('All ') ? words.toLowerCase() : words);

function rulesInWords(rules: readonly DogRule[] | null, today: number): string {
  if (rules === null) return 'we no longer know its dog rules for sure, so check the signs when you arrive';
  if (rules.length === 0) return 'we now list no dog restrictions there';
  const at = londonClock(noonOf(today));
  return rules
    .map((rule) => {
      const line = dogRuleLine(rule, at);
      return `${line.what}, ${allLower(line.when)}, ${allLower(line.hours)}`;
    })
    .join('; ');
}

const shortDate = (day: number) => {
  const date = new Date(day * 86_400_000);
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
};

function updateItems<T extends ReminderBeach>(input: DigestInput<T>): DigestItem[] {
  const latest = new Map<number, number>();
  for (const { beachId, day } of input.ruleUpdates)
    latest.set(beachId, Math.max(day, latest.get(beachId) ?? day));
  return input.favourites
    .filter((beach) => latest.has(beach.id))
    .map((beach) => ({
      beachId: beach.id,
      sentence: `The dog rules for ${beach.name} were updated on ${shortDate(latest.get(beach.id) as number)}: ${rulesInWords(dogRulesOf(beach), input.today)}.`,
    }));
}

/** Everything the digest says, changes soonest first, then rule updates; empty: no digest today. */
export function reminderDigest<T extends ReminderBeach>(input: DigestInput<T>): DigestItem[] {
  const changes = input.favourites
    .flatMap((beach) => changeItems(beach, input))
    .sort((a, b) => a.day - b.day || a.sentence.localeCompare(b.sentence))
    .map(({ beachId, sentence }) => ({ beachId, sentence }));
  return [...changes, ...updateItems(input)];
}
