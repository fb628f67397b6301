/**
 * dogAccessNow on records that say less than a full set of rules: an offline copy from before the
 * list, fields left empty, and beaches whose rules nobody recorded (issue #29).
 */
import { describe, expect, it } from 'vitest';
import { at, source, summerBan } from '../testing/dog-rule-examples.ts';
import { type DogRuleSource, dogAccessNow } from './dog-access-now.ts';

describe('dogAccessNow: a beach with only the single-period fields (an offline copy from before the list)', () => {
  const partial: DogRuleSource = { ...summerBan, accessType: 'restricted', dogAccessStatus: 'restricted' };

  it('a restricted beach in season: part of the beach, with no zone it could name', () => {
    expect(dogAccessNow(partial, at('2026-07-15T12:00:00Z'))).toEqual({
      state: 'restricted',
      message: 'No dogs on part of the beach, until 30 Sep. The rest of the beach is open to dogs',
    });
  });

  it('out of season: the whole beach is open', () => {
    expect(dogAccessNow(partial, at('2026-11-15T12:00:00Z'))).toEqual({
      state: 'allowed',
      message:
        'Dogs allowed on the whole beach today — the ban on part of the beach (1 May – 30 Sep) has ended',
    });
  });

  it('a part closed for some hours is open after them', () => {
    const hours: DogRuleSource = { ...partial, dogRestrictionHours: '10:00-19:00' };
    expect(dogAccessNow(hours, at('2026-07-15T12:00:00Z'))).toEqual({
      state: 'restricted',
      message:
        'No dogs on part of the beach now (10:00–19:00 until 30 Sep); open again from 19:00. The rest of the beach is open to dogs',
    });
    expect(dogAccessNow(hours, at('2026-07-15T19:00:00Z'))).toEqual({
      state: 'allowed',
      message:
        'Dogs allowed on the whole beach now (after 19:00) — no dogs on part of the beach 10:00–19:00 until 30 Sep',
    });
  });

  it('a restricted beach without dates is restricted all year', () => {
    const permanent: DogRuleSource = { ...partial, dogRestrictionStart: null, dogRestrictionEnd: null };
    expect(dogAccessNow(permanent, at('2026-01-15T12:00:00Z'))).toEqual({
      state: 'restricted',
      message: 'No dogs on part of the beach, all year. The rest of the beach is open to dogs',
    });
  });

  it('the list wins over the single-period fields when a beach has both', () => {
    const listed: DogRuleSource = { ...summerBan, dogRules: [] };
    expect(dogAccessNow(listed, at('2026-07-15T12:00:00Z'))).toEqual({
      state: 'allowed',
      message: 'Dogs allowed all year',
    });
  });
});

describe('dogAccessNow: missing fields fall back to accessType', () => {
  it('no dogAccessStatus: year-round → allowed, no-dogs → banned', () => {
    expect(
      dogAccessNow({ ...source, accessType: 'year-round', dogAccessStatus: null }, at('2026-07-01T12:00:00Z'))
        .message,
    ).toBe('Dogs allowed all year');
    expect(dogAccessNow({ ...source, accessType: 'no-dogs' }, at('2026-07-01T12:00:00Z'))).toEqual({
      state: 'banned',
      message: 'No dogs all year',
    });
  });

  it('seasonal accessType uses the dates when they exist', () => {
    const rules: DogRuleSource = {
      ...source,
      accessType: 'seasonal',
      dogRestrictionStart: '05-01',
      dogRestrictionEnd: '09-30',
    };
    expect(dogAccessNow(rules, at('2026-07-01T12:00:00Z')).state).toBe('banned');
  });

  it('seasonal without dates cannot say, so it points to the signs', () => {
    expect(
      dogAccessNow({ ...source, accessType: 'seasonal', dogAccessStatus: null }, at('2026-07-01T12:00:00Z')),
    ).toEqual({
      state: 'restricted',
      message: 'Seasonal dog ban (dates not recorded) — check local signs',
    });
  });

  it('a missing hours value means all day; a missing lead flag means no lead', () => {
    const rules: DogRuleSource = { ...summerBan, dogRestrictionHours: null, dogOnLeadRequired: undefined };
    expect(dogAccessNow(rules, at('2026-07-01T05:00:00Z')).message).toBe('Dogs banned all day until 30 Sep');
    expect(dogAccessNow(rules, at('2026-11-01T12:00:00Z')).state).toBe('allowed');
  });
});

describe('dogAccessNow: no rule and no source (issue #29)', () => {
  const added: DogRuleSource = { accessType: 'year-round', dogRules: [], validationSourceUrl: null };

  it('does not say dogs are welcome: the rules are not known', () => {
    expect(dogAccessNow(added, at('2026-07-01T12:00:00Z'))).toEqual({
      state: 'unknown',
      message: 'Dog rules not known — check the signs',
    });
    expect(dogAccessNow({ ...added, validationSourceUrl: '  ' }, at('2026-07-01T12:00:00Z')).state).toBe(
      'unknown',
    );
    // An old copy with no list: its fields say nothing is restricted, but nobody read that anywhere.
    const old: DogRuleSource = {
      accessType: 'year-round',
      dogAccessStatus: 'allowed',
      validationSourceUrl: null,
    };
    expect(dogAccessNow(old, at('2026-07-01T12:00:00Z')).state).toBe('unknown');
  });

  it('says dogs are allowed when a source says there is no rule', () => {
    expect(dogAccessNow({ ...added, ...source }, at('2026-07-01T12:00:00Z'))).toEqual({
      state: 'allowed',
      message: 'Dogs allowed all year',
    });
  });

  it('still gives a rule recorded without a source: a ban is never hidden', () => {
    const banned: DogRuleSource = {
      ...added,
      dogRules: [{ kind: 'no-dogs', zone: null, period: 'all-year', hours: 'all-day' }],
    };
    expect(dogAccessNow(banned, at('2026-07-01T12:00:00Z')).state).toBe('banned');
  });
});
