import { describe, expect, it } from 'vitest';
import { dayNumber } from '../clock/london-time.ts';
import {
  beachDogRulesConfidence,
  type DogRuleEvidence,
  evidenceConfidence,
  lastConfirmed,
  leastConfidence,
} from './dog-rule-evidence.ts';
import { beachProvenance } from './dog-rule-evidence-now.ts';

const TODAY = dayNumber(2026, 11, 27);
const source = (over: Partial<DogRuleEvidence>): DogRuleEvidence => ({
  kind: 'council-order',
  title: 'North Devon Council dog control order 2024',
  url: 'https://www.northdevon.gov.uk/dog-control-order',
  published: null,
  seen: null,
  expires: null,
  says: null,
  ...over,
});

describe('the written rule: how sure one rule is from its sources', () => {
  it('is high when the order itself was read within its term', () => {
    expect(evidenceConfidence([source({ seen: '2026-06-01', expires: '2027-03-31' })], TODAY)).toBe('high');
    // A landowner's own page counts as the order does.
    expect(evidenceConfidence([source({ kind: 'landowner', seen: '2026-06-01' })], TODAY)).toBe('high');
  });

  it('is no longer high once the order has run out, even read the day before', () => {
    const lapsed = source({ seen: '2026-11-25', expires: '2026-11-26' });
    expect(evidenceConfidence([lapsed], TODAY)).toBe('low');
    expect(evidenceConfidence([lapsed], dayNumber(2026, 11, 26))).toBe('high');
  });

  it('counts a reading after the order expired as no reading of it', () => {
    expect(evidenceConfidence([source({ seen: '2026-11-20', expires: '2026-10-31' })], TODAY)).toBe('low');
  });

  it('with no term given, trusts a reading for three years, then only as medium', () => {
    expect(evidenceConfidence([source({ seen: '2023-12-01' })], TODAY)).toBe('high');
    expect(evidenceConfidence([source({ seen: '2023-11-01' })], TODAY)).toBe('medium');
  });

  it('trusts no reading dated after today', () => {
    expect(evidenceConfidence([source({ seen: '2026-12-01' })], TODAY)).toBe('medium');
  });

  it('is high for a sign seen on site within a year, low after', () => {
    const sign = (seen: string) =>
      source({ kind: 'sign-on-site', title: 'Sign at the car park', url: null, seen });
    expect(evidenceConfidence([sign('2025-11-28')], TODAY)).toBe('high');
    expect(evidenceConfidence([sign('2025-11-26')], TODAY)).toBe('low');
  });

  it('is medium for an order or a council page nobody recorded reading, while its term runs', () => {
    expect(evidenceConfidence([source({})], TODAY)).toBe('medium');
    expect(evidenceConfidence([source({ kind: 'council-page' })], TODAY)).toBe('medium');
    // A council page read on a known day is still a page about the order, not the order.
    expect(evidenceConfidence([source({ kind: 'council-page', seen: '2026-11-01' })], TODAY)).toBe('medium');
    expect(evidenceConfidence([source({ kind: 'council-page', expires: '2026-01-01' })], TODAY)).toBe('low');
  });

  it('is low for reports, listings, an absence from a list, or no source at all', () => {
    for (const kind of ['press-report', 'visitor-report', 'guide-listing', 'absent-from-list'] as const) {
      expect(evidenceConfidence([source({ kind, seen: '2026-11-01' })], TODAY), kind).toBe('low');
    }
    expect(evidenceConfidence([], TODAY)).toBe('low');
  });

  it('takes the best of a rule’s sources', () => {
    const report = source({ kind: 'press-report', seen: '2026-11-01' });
    expect(evidenceConfidence([report, source({})], TODAY)).toBe('medium');
    expect(evidenceConfidence([report, source({ seen: '2026-11-01' })], TODAY)).toBe('high');
  });
});

describe('a beach’s confidence', () => {
  const read = source({ seen: '2026-06-01' });
  const unread = source({});
  const rule = (evidence?: DogRuleEvidence[]) => ({ evidence });

  it('is its least sure rule', () => {
    expect(leastConfidence(['high', 'medium', 'high'])).toBe('medium');
    expect(leastConfidence([])).toBe('high');
    const beach = { dogRules: [rule([read]), rule([unread])], unrestrictedEvidence: null };
    expect(beachDogRulesConfidence(beach, TODAY)).toBe('medium');
    const unsourced = { dogRules: [rule([read]), rule()], unrestrictedEvidence: null };
    expect(beachDogRulesConfidence(unsourced, TODAY)).toBe('low');
  });

  it('with no rules, is as sure as what says dogs are free there', () => {
    expect(beachDogRulesConfidence({ dogRules: [], unrestrictedEvidence: [unread] }, TODAY)).toBe('medium');
    const absent = source({ kind: 'absent-from-list', title: 'Not on the council list' });
    expect(beachDogRulesConfidence({ dogRules: [], unrestrictedEvidence: [absent] }, TODAY)).toBe('low');
    expect(beachDogRulesConfidence({ dogRules: [], unrestrictedEvidence: null }, TODAY)).toBe('low');
  });

  it('is low when its rules are not known', () => {
    expect(beachDogRulesConfidence({ dogRules: null, unrestrictedEvidence: [read] }, TODAY)).toBe('low');
  });
});

describe('the last day a source was read', () => {
  it('is the latest recorded reading, or none', () => {
    const days = ['2026-03-01', null, '2026-11-25', '2025-12-31'].map((seen) => source({ seen }));
    expect(lastConfirmed(days)).toBe('2026-11-25');
    expect(lastConfirmed([source({})])).toBeNull();
  });

  it('is taken over a beach’s rules and what says it has none, with the level on London’s date', () => {
    const beach = {
      dogRules: [{ evidence: [source({ seen: '2026-06-01', expires: '2026-12-31' })] }],
      unrestrictedEvidence: null,
    };
    // 23:30 GMT on 31 Dec is still 31 Dec in London; the order runs out at midnight.
    expect(beachProvenance(beach, new Date('2026-12-31T23:30:00Z'))).toEqual({
      validationConfidence: 'high',
      validationLastChecked: '2026-06-01',
    });
    expect(beachProvenance(beach, new Date('2027-01-01T00:30:00Z')).validationConfidence).toBe('low');
  });
});
