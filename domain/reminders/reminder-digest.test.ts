import { describe, expect, it } from 'vitest';
import { weekdayLabel } from '../clock/calendar-names.ts';
import { dayNumber } from '../clock/london-time.ts';
import type { DogRule } from '../dog-rules/dog-rules.ts';
import { announcementWindow, type ReminderBeach, reminderDigest } from './reminder-digest.ts';

const source = { validationSourceUrl: 'https://council.example/dog-rules' };
const summer = { from: '05-01', to: '09-30' };
let ids = 0;
function beach(name: string, latitude: number, longitude: number, dogRules: DogRule[] | null): ReminderBeach {
  ids += 1;
  return {
    id: ids,
    name,
    latitude: String(latitude),
    longitude: String(longitude),
    accessType: 'seasonal',
    dogRules,
    ...source,
  };
}
const ban = (over: Partial<DogRule> = {}): DogRule => ({
  kind: 'no-dogs',
  zone: null,
  period: summer,
  hours: 'all-day',
  ...over,
});

// Positions from db/data/beaches/north-devon.json.
const croyde = beach('Croyde Bay', 51.1319, -4.2364, [ban()]);
const saunton = beach('Saunton Sands', 51.1161, -4.22122, []);
const putsborough = beach('Putsborough Sands', 51.1459, -4.2198, [ban()]);
const beaches = [croyde, saunton, putsborough];

const day = (month: number, date: number) => dayNumber(2026, month, date);
const digest = (today: number, lastDigestDay: number | null, favourites = [croyde]) =>
  reminderDigest({ today, lastDigestDay, favourites, beaches, ruleUpdates: [] });

describe('weekdayLabel', () => {
  it('names the weekday and the month in full', () => {
    expect(weekdayLabel(day(5, 1))).toBe('Friday 1 May');
    expect(weekdayLabel(day(10, 1))).toBe('Thursday 1 October');
  });
});

describe('reminderDigest', () => {
  it('announces a ban 3 days ahead with the nearest beach that stays open that day', () => {
    expect(digest(day(4, 28), null)).toEqual([
      {
        beachId: croyde.id,
        sentence:
          'Dogs are banned at Croyde Bay from Friday 1 May — Saunton Sands, 2 km away, stays open to dogs.',
      },
    ]);
  });

  it('says nothing 4 days ahead, and announces a change once: not again the next days', () => {
    expect(digest(day(4, 27), null)).toEqual([]);
    expect(digest(day(4, 29), day(4, 28))).toEqual([]);
    expect(digest(day(4, 30), day(4, 28))).toEqual([]);
  });

  it('announces on the first digest that sees a change (the reminder turned on late)', () => {
    expect(digest(day(4, 30), null).map((i) => i.sentence)).toEqual([
      expect.stringMatching(/^Dogs are banned at Croyde Bay from Friday 1 May/),
    ]);
  });

  it('says when dogs are welcome again, with no beach to go to instead', () => {
    expect(digest(day(9, 28), day(9, 20))).toEqual([
      { beachId: croyde.id, sentence: 'Dogs are welcome again at Croyde Bay from Thursday 1 October.' },
    ]);
  });

  it('does not call a beach welcome when another of its rules still holds', () => {
    const lead = { kind: 'on-lead', zone: null, period: 'all-year', hours: 'all-day' } as const;
    const strict = beach('Strict Bay', 51.13, -4.23, [ban(), lead]);
    expect(digest(day(9, 28), null, [strict]).map((i) => i.sentence)).toEqual([
      'The dog ban at Strict Bay ends on Thursday 1 October; other dog rules there still apply.',
    ]);
  });

  it('words bans on part of a beach, hours and lead rules as they are', () => {
    const burnham = beach('Burnham-on-Sea', 51.24, -3.0, [
      ban({ zone: 'between the jetty and the pavilion' }),
      ban({ kind: 'on-lead', zone: null, hours: { from: '10:00', to: '18:00' } }),
    ]);
    expect(digest(day(4, 28), null, [burnham]).map((i) => i.sentence)).toEqual([
      'At Burnham-on-Sea from Friday 1 May, no dogs between the jetty and the pavilion.',
      'Dogs must be on a lead at Burnham-on-Sea from Friday 1 May between 10:00 and 18:00 each day.',
    ]);
  });

  it('names no beach to go to when none within reach stays open', () => {
    const alone = beach('Far Cove', 50.0, -6.0, [ban()]);
    expect(digest(day(4, 28), null, [alone]).map((i) => i.sentence)).toEqual([
      'Dogs are banned at Far Cove from Friday 1 May.',
    ]);
  });

  it('does not announce changes past the day its sources run to', () => {
    const expiring = beach('Order Bay', 51.13, -4.23, [
      ban({
        evidence: [
          {
            kind: 'council-order',
            title: 'Order',
            url: 'https://council.example/order',
            published: '2023',
            seen: null,
            expires: '2026-04-30',
            says: null,
          },
        ],
      }),
    ]);
    expect(digest(day(4, 28), null, [expiring])).toEqual([]);
  });

  it('tells of an admin change of the rules, with the rules in words', () => {
    const items = reminderDigest({
      today: day(11, 28),
      lastDigestDay: null,
      favourites: [croyde, saunton],
      beaches,
      ruleUpdates: [
        { beachId: croyde.id, day: day(11, 26) },
        { beachId: croyde.id, day: day(11, 27) },
        { beachId: 999, day: day(11, 27) },
      ],
    });
    expect(items).toEqual([
      {
        beachId: croyde.id,
        sentence:
          'The dog rules for Croyde Bay were updated on 27 Nov: No dogs on the whole beach, 1 May to 30 Sep every year, all day.',
      },
    ]);
  });
});

describe('announcementWindow', () => {
  it('starts where the last digest stopped, never before tomorrow', () => {
    expect(announcementWindow(day(4, 28), null)).toEqual({ after: day(4, 28), until: day(5, 1) });
    expect(announcementWindow(day(4, 29), day(4, 28))).toEqual({ after: day(5, 1), until: day(5, 2) });
    expect(announcementWindow(day(6, 1), day(4, 28))).toEqual({ after: day(6, 1), until: day(6, 4) });
  });
});
