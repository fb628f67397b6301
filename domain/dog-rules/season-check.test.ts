import { describe, expect, it } from 'vitest';
import type { DogRuleEvidence } from './dog-rule-evidence.ts';
import { sameRule, signEvidence, signTitle, withSign } from './dog-rule-report-decision.ts';
import type { DogRule } from './dog-rules.ts';
import { type SeasonCheckBeach, seasonCheck } from './season-check.ts';

const TODAY = { year: 2026, month: 11, day: 27 };
const source = (overrides: Partial<DogRuleEvidence>): DogRuleEvidence => ({
  kind: 'council-order',
  title: 'North Devon PSPO 2024',
  url: null,
  published: '2024',
  seen: null,
  expires: null,
  says: null,
  ...overrides,
});
const summerBan = (evidence: DogRuleEvidence[] = []): DogRule => ({
  kind: 'no-dogs',
  zone: null,
  period: { from: '05-01', to: '09-30' },
  hours: 'all-day',
  evidence,
});
const beach = (name: string, dogRules: DogRule[] | null, id = 1): SeasonCheckBeach => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  dogRules,
});
const codes = (rows: ReturnType<typeof seasonCheck>) => rows[0]?.flags.map((f) => f.code);

describe('seasonCheck', () => {
  it('lists each seasonal rule with the days to its next season, all-year rules and unknown lists left out', () => {
    const rows = seasonCheck(
      [
        beach('Croyde Bay', [summerBan(), { ...summerBan(), period: 'all-year', zone: 'by the slipway' }]),
        beach('Unknown Cove', null, 2),
      ],
      TODAY,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      beachName: 'Croyde Bay',
      ruleIndex: 0,
      nextSeasonStart: '2027-05-01',
      nextSeasonEnd: '2027-09-30',
      daysUntilStart: 155,
      inSeasonNow: false,
      lastConfirmed: null,
      confidence: 'low',
    });
    expect(codes(rows)).toEqual(['never-confirmed', 'no-source']);
  });

  it('resolves seasons counted from Easter, and sorts by the days until they start', () => {
    const easter: DogRule = { ...summerBan(), period: { from: { daysFromEaster: -2 }, to: '10-31' } };
    const rows = seasonCheck([beach('Croyde Bay', [summerBan()]), beach('Bude', [easter], 2)], TODAY);
    // Good Friday 2027 is 26 March.
    expect(rows.map((r) => [r.beachName, r.nextSeasonStart, r.daysUntilStart])).toEqual([
      ['Bude', '2027-03-26', 119],
      ['Croyde Bay', '2027-05-01', 155],
    ]);
  });

  it('says a rule is in its season now', () => {
    const [row] = seasonCheck([beach('Croyde Bay', [summerBan()])], { year: 2026, month: 7, day: 1 });
    expect(row).toMatchObject({ inSeasonNow: true, nextSeasonStart: '2027-05-01' });
  });

  it('flags a rule not confirmed since its last season began', () => {
    const rows = seasonCheck(
      [beach('Croyde Bay', [summerBan([source({ seen: '2026-03-01', expires: '2027-12-31' })])])],
      TODAY,
    );
    expect(rows[0]?.lastConfirmed).toBe('2026-03-01');
    expect(rows[0]?.flags).toEqual([
      {
        code: 'not-confirmed-since-last-season',
        reason: 'Not confirmed since last season (last confirmed 1 Mar 2026)',
      },
    ]);
  });

  it('flags an order that runs out before the season ends, and the confidence that falls with it', () => {
    const rows = seasonCheck(
      [beach('Croyde Bay', [summerBan([source({ seen: '2026-06-01', expires: '2027-06-30' })])])],
      TODAY,
    );
    expect(rows[0]).toMatchObject({ orderExpires: '2027-06-30', confidence: 'high' });
    expect(rows[0]?.flags.map((f) => f.reason)).toEqual([
      'Order expires 30 Jun 2027, before the season ends (30 Sep 2027)',
    ]);
  });

  it('flags an order read so long ago that its confidence falls before the season', () => {
    const rows = seasonCheck([beach('Croyde Bay', [summerBan([source({ seen: '2024-04-01' })])])], TODAY);
    expect(rows[0]?.confidence).toBe('high');
    expect(rows[0]?.flags.map((f) => f.reason)).toEqual([
      'Not confirmed since last season (last confirmed 1 Apr 2024)',
      'Confidence falls from high to medium by 1 May 2027',
    ]);
  });

  it('flags a rule resting on a press report only, and a source that disagrees', () => {
    const press = source({ kind: 'press-report', title: 'Gazette', seen: '2026-10-01' });
    const disagreeing = { ...press, says: 'no dogs from Easter' };
    expect(codes(seasonCheck([beach('Croyde Bay', [summerBan([press])])], TODAY))).toEqual([
      'press-report-only',
    ]);
    expect(seasonCheck([beach('Croyde Bay', [summerBan([disagreeing])])], TODAY)[0]?.flags).toEqual([
      { code: 'press-report-only', reason: 'Rests on a press report only' },
      { code: 'source-disagrees', reason: 'Gazette says: no dogs from Easter' },
    ]);
  });
});

describe('a confirmed sign report', () => {
  const report = {
    verdict: 'agrees' as const,
    signSays: 'No dogs 1 May – 30 Sep',
    signLocation: 'the car park entrance',
    photoTakenOn: null,
    reportedOn: '2026-11-20',
  };

  it('becomes a dated sign source titled in plain words', () => {
    expect(signEvidence(report, 'https://example.org/s.jpg')).toEqual({
      kind: 'sign-on-site',
      title: 'Sign at the car park entrance',
      url: 'https://example.org/s.jpg',
      published: null,
      seen: '2026-11-20',
      expires: null,
      says: null,
    });
    expect(signEvidence({ ...report, verdict: 'differs' }, null).says).toBe('No dogs 1 May – 30 Sep');
    expect(signTitle('by the lifeguard hut')).toBe('Sign by the lifeguard hut');
    expect(signTitle('  ')).toBe('Sign on the beach');
  });

  it('replaces an older photo of the same sign, and finds no room in a full list', () => {
    const sign = signEvidence(report, null);
    const older = { ...sign, seen: '2025-06-01' };
    expect(withSign([older], sign)).toEqual([sign]);
    expect(
      withSign(
        Array.from({ length: 10 }, (_, i) => source({ title: `Order ${i}` })),
        sign,
      ),
    ).toBeNull();
  });

  it('compares rules without their sources', () => {
    expect(sameRule(summerBan([source({})]), summerBan())).toBe(true);
    expect(sameRule(summerBan(), { ...summerBan(), zone: 'north end' })).toBe(false);
  });
});
