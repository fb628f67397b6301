import { describe, expect, it } from 'vitest';
import { dayNumber } from '../clock/london-time.ts';
import type { DogRuleEvidence } from './dog-rule-evidence.ts';
import type { DogRule } from './dog-rules.ts';
import { type DailyEvent, type FeedBeach, ruleEvents, sourceLines } from './rule-calendar-events.ts';

const PAGE = 'https://example.org/beach/test-cove';
const beachWith = (...rules: DogRule[]): FeedBeach => ({
  id: 7,
  slug: 'test-cove',
  name: 'Test Cove',
  rules,
});
const from = dayNumber(2026, 1, 10);
const to = dayNumber(2027, 1, 9);
const year = { from, to, knownUntil: null };
const iso = (d: Date) => d.toISOString();

const order = (overrides: Partial<DogRuleEvidence> = {}): DogRuleEvidence => ({
  kind: 'council-order',
  title: 'Test Council dog control order 2024',
  url: 'https://example.org/order',
  published: '2024',
  seen: '2026-03-12',
  expires: null,
  says: null,
  ...overrides,
});

describe('ruleEvents', () => {
  it('splits a daily window where London changes its clocks, so each stretch keeps its UTC instants', () => {
    const rule: DogRule = {
      kind: 'no-dogs',
      zone: null,
      period: { from: '03-01', to: '04-30' },
      hours: { from: '10:00', to: '18:00' },
    };
    const events = ruleEvents(beachWith(rule), year, PAGE) as DailyEvent[];
    // British Summer Time starts on 29 March 2026.
    expect(events.map((e) => [iso(e.start), iso(e.end), e.count])).toEqual([
      ['2026-03-01T10:00:00.000Z', '2026-03-01T18:00:00.000Z', 28],
      ['2026-03-29T09:00:00.000Z', '2026-03-29T17:00:00.000Z', 33],
    ]);
    expect(new Set(events.map((e) => e.key)).size).toBe(2);
  });

  it('ends a window past midnight on the next morning', () => {
    const rule: DogRule = {
      kind: 'on-lead',
      zone: 'on the promenade',
      period: { from: '06-01', to: '06-30' },
      hours: { from: '22:00', to: '06:00' },
    };
    const [event] = ruleEvents(beachWith(rule), year, PAGE) as DailyEvent[];
    expect([iso(event.start), iso(event.end), event.count]).toEqual([
      '2026-06-01T21:00:00.000Z',
      '2026-06-02T05:00:00.000Z',
      30,
    ]);
    expect(event.summary).toBe('Dogs on a lead on the promenade: Test Cove');
  });

  it('stops where the sources stop, and says so', () => {
    const rule: DogRule = {
      kind: 'no-dogs',
      zone: null,
      period: 'all-year',
      hours: 'all-day',
      evidence: [order({ expires: '2026-12-31' })],
    };
    const knownUntil = dayNumber(2026, 12, 31);
    const [event] = ruleEvents(beachWith(rule), { from, to, knownUntil }, PAGE);
    expect(event).toMatchObject({ allDay: true, startDay: from, endDay: knownUntil });
    expect(event.summary).toBe('No dogs all year: Test Cove');
    expect(event.description).toContain('The sources run to 31 Dec 2026; after that we do not know.');
    expect(ruleEvents(beachWith(rule), { from, to, knownUntil: from - 1 }, PAGE)).toEqual([]);
  });

  it('has no events for rules not known, nor for none', () => {
    expect(ruleEvents({ ...beachWith(), rules: null }, year, PAGE)).toEqual([]);
    expect(ruleEvents(beachWith(), year, PAGE)).toEqual([]);
  });
});

describe('sourceLines', () => {
  it('names each source with its address and the day it was read, or that nobody recorded it', () => {
    expect(sourceLines([order(), order({ seen: null, url: null, says: 'No dogs 1 Apr – 31 Oct' })])).toEqual([
      'Source: Test Council dog control order 2024 — https://example.org/order — read 12 Mar 2026',
      'Source: Test Council dog control order 2024 — date read not recorded',
      '  It says: No dogs 1 Apr – 31 Oct',
    ]);
    expect(sourceLines([order({ kind: 'sign-on-site', title: 'Sign at the car park', url: null })])).toEqual([
      'Source: Sign at the car park — seen 12 Mar 2026',
    ]);
    expect(sourceLines([])).toEqual(['Source: none recorded — check the signs']);
  });
});
