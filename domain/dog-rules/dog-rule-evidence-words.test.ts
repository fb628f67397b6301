import { describe, expect, it } from 'vitest';
import type { DogRuleEvidence } from './dog-rule-evidence.ts';
import {
  disagreements,
  evidenceWords,
  needsSeasonCheck,
  SEASON_CHECK_NOTICE,
  trustWords,
} from './dog-rule-evidence-words.ts';
import type { DogRule } from './dog-rules.ts';

const source = (overrides: Partial<DogRuleEvidence>): DogRuleEvidence => ({
  kind: 'council-order',
  title: 'North Devon Council dog control order 2024',
  url: 'https://northdevon.gov.uk/pspo',
  published: '2024-04-01',
  seen: '2026-05-03',
  expires: '2027-03-31',
  says: null,
  ...overrides,
});

const day = (iso: string) => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});

describe('one source in a line', () => {
  it('gives an order its term and the day it was read, with its own title beside it', () => {
    expect(evidenceWords(source({}))).toEqual({
      line: 'Council order (2024–2027), read 3 May 2026',
      title: 'North Devon Council dog control order 2024',
    });
    expect(evidenceWords(source({ published: null })).line).toBe(
      'Council order (until 2027), read 3 May 2026',
    );
  });

  it('says when nobody recorded the day a page was read, and makes up no date', () => {
    const page = source({ kind: 'council-page', published: '2023', seen: null, expires: null });
    expect(evidenceWords(page).line).toBe('Council web page, 2023 — the day we read it is not recorded');
  });

  it('names the paper of a press report and says the order itself is not yet read', () => {
    const report = source({
      kind: 'press-report',
      title: 'the North Devon Gazette',
      published: '2021',
      seen: null,
    });
    expect(evidenceWords(report)).toEqual({
      line: 'Reported in the North Devon Gazette, 2021 — the order itself not yet read',
      title: null,
    });
  });

  it('dates a sign by the day it was photographed (or seen, with no photo)', () => {
    const sign = source({
      kind: 'sign-on-site',
      title: 'Sign at the car park',
      url: '/uploads/sign.jpg',
      seen: '2026-06-12',
    });
    expect(evidenceWords(sign)).toEqual({
      line: 'Sign at the car park, photographed 12 Jun 2026',
      title: null,
    });
    expect(evidenceWords({ ...sign, url: null }).line).toBe('Sign at the car park, seen 12 Jun 2026');
  });

  it('says a guide listing and an absence from a list are not confirmed', () => {
    const guide = source({
      kind: 'guide-listing',
      title: 'Dog Friendly Beaches guide',
      published: null,
      seen: null,
    });
    expect(evidenceWords(guide, 'no-rules').line).toBe(
      'Listed as dog-friendly by a beach guide — not confirmed',
    );
    const absent = source({
      kind: 'absent-from-list',
      title: 'South Hams dog restrictions',
      published: '2022',
    });
    expect(evidenceWords(absent, 'no-rules').line).toBe(
      "Not on the council's 2022 list of restricted beaches — not confirmed",
    );
  });
});

describe('how sure a rule is, in plain words', () => {
  it('is confirmed by an order read within its term, with the day it was last confirmed', () => {
    expect(trustWords([source({})], day('2026-11-27'))).toEqual({
      confidence: 'high',
      words: 'Confirmed',
      lastConfirmed: '3 May 2026',
    });
  });

  it('is from the council, not yet checked, when the day it was read is not recorded', () => {
    expect(trustWords([source({ seen: null })], day('2026-11-27')).words).toBe(
      'From the council, not yet checked on site',
    );
  });

  it('is unconfirmed on a press report, or on nothing; a sign seen today raises it', () => {
    const report = source({ kind: 'press-report', seen: null });
    expect(trustWords([report], day('2026-11-27')).words).toBe('Unconfirmed — check the signs');
    expect(trustWords([], day('2026-11-27'))).toEqual({
      confidence: 'low',
      words: 'Unconfirmed — check the signs',
      lastConfirmed: null,
    });
    const sign = source({
      kind: 'sign-on-site',
      title: 'Sign at the slipway',
      seen: '2026-11-27',
      expires: null,
    });
    expect(trustWords([report, sign], day('2026-11-27')).words).toBe('Confirmed');
    // A sign seen last summer still vouches for the rule, but not for this season.
    expect(trustWords([report, sign], day('2026-11-27'), true).words).toBe('Confirmed last season');
  });
});

describe('the season check', () => {
  const summerBan = (evidence: DogRuleEvidence[]): DogRule => ({
    kind: 'no-dogs',
    zone: null,
    period: { from: '05-01', to: '09-30' },
    hours: 'all-day',
    evidence,
  });
  const readInMay2026 = summerBan([source({ seen: '2026-05-03' })]);

  it('asks for the signs before and during a season when nobody confirmed the rule since the last one', () => {
    expect(needsSeasonCheck(readInMay2026, day('2027-04-10'))).toBe(true);
    expect(needsSeasonCheck(readInMay2026, day('2027-07-01'))).toBe(true);
    expect(SEASON_CHECK_NOTICE).toBe('Not confirmed for this season — check the signs');
  });

  it('says nothing after a season, or long before the next one', () => {
    expect(needsSeasonCheck(readInMay2026, day('2026-10-15'))).toBe(false);
    expect(needsSeasonCheck(readInMay2026, day('2027-02-01'))).toBe(false);
  });

  it('says nothing once the rule is confirmed since the end of its last season', () => {
    expect(needsSeasonCheck(readInMay2026, day('2026-07-01'))).toBe(false);
    const signSeenInMarch = summerBan([source({ kind: 'sign-on-site', seen: '2027-03-20' })]);
    expect(needsSeasonCheck(signSeenInMarch, day('2027-04-10'))).toBe(false);
    const onTheLastDay = summerBan([source({ seen: '2026-09-30' })]);
    expect(needsSeasonCheck(onTheLastDay, day('2027-05-01'))).toBe(true);
  });

  it('asks when nothing was ever read on a recorded day; never for a rule that holds all year', () => {
    expect(needsSeasonCheck(summerBan([]), day('2026-07-01'))).toBe(true);
    expect(needsSeasonCheck({ ...summerBan([]), period: 'all-year' }, day('2026-07-01'))).toBe(false);
  });
});

it('lists what each disagreeing source says', () => {
  const itv = source({
    kind: 'press-report',
    title: 'ITV News',
    says: 'no dogs at all times, 1 May – 30 Sep',
  });
  expect(disagreements([source({}), itv])).toEqual([itv]);
});
