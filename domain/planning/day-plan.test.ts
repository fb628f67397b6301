import { describe, expect, it } from 'vitest';
import { dayNumber } from '../clock/london-time.ts';
import type { DogRule } from '../dog-rules/dog-rules.ts';
import { daylight } from '../tides/daylight.ts';
import { lowWatersOf, planDay } from './day-plan.ts';
import { describePlanBar, describePlanDay, planDayName, planSpan } from './day-plan-words.ts';

const CROYDE = { lat: 51.1319, lng: -4.2364 };
const croydeRules: DogRule[] = [
  { kind: 'no-dogs', zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day' },
];
const light = (date: string) => daylight(CROYDE.lat, CROYDE.lng, date);
const plan = (
  date: string,
  rules: readonly DogRule[] | null,
  lows: string[] | null,
  knownUntil: number | null = null,
) =>
  planDay({
    date,
    rules,
    knownUntil,
    daylight: light(date),
    lowWaters: lows?.map((t) => new Date(t)) ?? null,
  });
const spanOf = (p: { best: { start: number; end: number } | null }) => (p.best ? planSpan(p.best) : null);

describe('the day plan at Croyde Bay (no dogs 1 May–30 Sep)', () => {
  it('names the best stretch on a day in April: dogs all day, daylight and 1.5 h either side of low water', () => {
    const saturday = plan('2026-04-25', croydeRules, [
      '2026-04-25T01:20:00+01:00',
      '2026-04-25T13:12:00+01:00',
    ]);
    expect(saturday.outcome).toBe('best');
    expect(spanOf(saturday)).toBe('11:42–14:42');
    expect(`${planDayName(saturday.date)}: ${describePlanDay(saturday)}`).toBe(
      'Sat 25 Apr: dogs all day, low tide 01:20 and 13:12 — best 11:42–14:42 in daylight',
    );
  });

  it('claims no time on 1 May, when dogs are banned all day', () => {
    const may = plan('2026-05-01', croydeRules, ['2026-05-01T13:40:00+01:00']);
    expect(may.dogs).toEqual([]);
    expect(may.best).toBeNull();
    expect(describePlanDay(may)).toBe('no dogs all day, low tide 13:40 — no time to go with a dog');
  });

  it('opens again on 1 October', () => {
    expect(plan('2026-10-01', croydeRules, ['2026-10-01T12:00:00+01:00']).outcome).toBe('best');
    expect(plan('2026-09-30', croydeRules, ['2026-09-30T12:00:00+01:00']).outcome).toBe('no-dogs');
  });
});

describe('Saunton Sands (no rules, a source): dogs all year', () => {
  it('has a best time on 1 May', () => {
    const may = plan('2026-05-01', [], ['2026-05-01T13:40:00+01:00']);
    expect(spanOf(may)).toBe('12:10–15:10');
  });
});

describe('bans with hours', () => {
  const daytime: DogRule[] = [
    {
      kind: 'no-dogs',
      zone: null,
      period: { from: '05-01', to: '09-30' },
      hours: { from: '10:00', to: '18:00' },
    },
  ];

  it('leaves the early morning and the evening to dogs', () => {
    const july = plan('2026-07-01', daytime, ['2026-07-01T09:30:00+01:00']);
    expect(describePlanDay(july)).toBe(
      'dogs until 10:00 and from 18:00, low tide 09:30 — best 08:00–10:00 in daylight',
    );
  });

  it('finds no time when low water falls inside the ban', () => {
    const july = plan('2026-07-01', daytime, ['2026-07-01T14:00:00+01:00']);
    expect(july.outcome).toBe('no-overlap');
    expect(describePlanDay(july)).toMatch(/no low tide in daylight while dogs are allowed$/);
  });

  it('a window shorter than half an hour is not suggested', () => {
    // Low water at 11:20: its window 09:50–12:50 meets the dogs' morning for 10 minutes only.
    expect(plan('2026-07-01', daytime, ['2026-07-01T11:20:00+01:00']).best).toBeNull();
  });
});

describe('bans over midnight belong to the day they begin', () => {
  const night: DogRule[] = [
    {
      kind: 'no-dogs',
      zone: null,
      period: { from: '06-01', to: '06-30' },
      hours: { from: '21:00', to: '07:00' },
    },
  ];

  it('on the season’s first day only the evening is closed', () => {
    const first = plan('2026-06-01', night, []);
    expect(describePlanDay(first)).toMatch(/^dogs until 21:00,/);
  });

  it('on the day after the season the morning is still closed until 07:00', () => {
    const after = plan('2026-07-01', night, []);
    expect(describePlanDay(after)).toMatch(/^dogs from 07:00,/);
  });

  it('inside the season both ends are closed', () => {
    expect(describePlanDay(plan('2026-06-15', night, []))).toMatch(/^dogs 07:00–21:00,/);
  });
});

describe('days the clocks change', () => {
  const daytime: DogRule[] = [
    { kind: 'no-dogs', zone: null, period: 'all-year', hours: { from: '10:00', to: '18:00' } },
  ];

  it('29 March 2026 lasts 23 hours, and the ban still runs 10:00–18:00 on the clock', () => {
    const spring = plan('2026-03-29', daytime, ['2026-03-29T08:30:00+01:00']);
    expect(spring.day.end - spring.day.start).toBe(23 * 3_600_000);
    expect(describePlanDay(spring)).toBe(
      'dogs until 10:00 and from 18:00, low tide 08:30 — best 07:00–10:00 in daylight',
    );
  });

  it('25 October 2026 lasts 25 hours', () => {
    const autumn = plan('2026-10-25', [], ['2026-10-25T12:00:00Z']);
    expect(autumn.day.end - autumn.day.start).toBe(25 * 3_600_000);
    expect(spanOf(autumn)).toBe('10:30–13:30');
  });
});

describe('rules that leave dogs on the beach, said', () => {
  it('a lead rule keeps dogs allowed and says so', () => {
    const lead: DogRule[] = [
      { kind: 'on-lead', zone: null, period: 'all-year', hours: { from: '10:00', to: '18:00' } },
    ];
    const day = plan('2026-07-01', lead, ['2026-07-01T13:00:00+01:00']);
    expect(day.outcome).toBe('best');
    expect(describePlanDay(day)).toMatch(/^dogs all day \(on a lead 10:00–18:00\), /);
  });

  it('a ban on part of the beach leaves it open but says "part closed"', () => {
    const zone: DogRule[] = [{ kind: 'no-dogs', zone: 'by the café', period: 'all-year', hours: 'all-day' }];
    const day = plan('2026-07-01', zone, ['2026-07-01T13:00:00+01:00']);
    expect(day.outcome).toBe('best');
    expect(describePlanDay(day)).toMatch(/^dogs all day \(part closed\), /);
  });

  it('a rule out of season says nothing', () => {
    const lead: DogRule[] = [
      { kind: 'on-lead', zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day' },
    ];
    expect(plan('2026-04-25', lead, []).notes).toEqual([]);
  });
});

describe('what we do not know, we say, and claim no time', () => {
  it('rules not known (dogRulesOf → null)', () => {
    const day = plan('2026-04-25', null, ['2026-04-25T13:12:00+01:00']);
    expect(day.outcome).toBe('rules-unknown');
    expect(day.best).toBeNull();
    expect(describePlanDay(day)).toBe('rules not known, low tide 13:12 — check the signs before you go');
  });

  it('a date after the sources run out', () => {
    const until = dayNumber(2026, 4, 24);
    const day = plan('2026-04-25', [], ['2026-04-25T13:12:00+01:00'], until);
    expect(day.outcome).toBe('rules-unknown');
    expect(day.best).toBeNull();
    expect(plan('2026-04-24', [], ['2026-04-24T13:12:00+01:00'], until).outcome).toBe('best');
  });

  it('no tides known', () => {
    const day = plan('2026-04-25', [], null);
    expect(day.outcome).toBe('tides-unknown');
    expect(describePlanDay(day)).toBe('dogs all day, tide times not known — no best time without tide times');
  });

  it('no daylight known', () => {
    const day = planDay({ date: '2026-04-25', rules: [], knownUntil: null, daylight: null, lowWaters: [] });
    expect(day.outcome).toBe('daylight-unknown');
    expect(day.best).toBeNull();
  });
});

describe('the bar in words and the tide list read', () => {
  it('describes each lane', () => {
    const day = plan('2026-04-25', croydeRules, ['2026-04-25T13:12:00+01:00']);
    expect(describePlanBar(day)).toMatch(
      /^Daylight 06:\d\d–20:\d\d\. Dogs all day\. Low tide 11:42–14:42\. Best 11:42–14:42\.$/,
    );
  });

  it('takes the main low waters, not the stands of a double tide', () => {
    expect(
      lowWatersOf([
        { time: '2026-07-01T04:26:00+01:00', type: 'low', height: 2 },
        { time: '2026-07-01T10:42:00+01:00', type: 'high', height: 8 },
        { time: '2026-07-01T16:00:00+01:00', type: 'low', height: 2.5, minor: true },
      ]).map((d) => d.toISOString()),
    ).toEqual(['2026-07-01T03:26:00.000Z']);
  });
});
