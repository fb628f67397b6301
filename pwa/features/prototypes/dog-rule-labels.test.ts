import { expect, it } from 'vitest';
import { trustBadge } from './dog-rule-labels.ts';

it('says "Verified" only for a rule whose evidence gives it high confidence (issue #29)', () => {
  const trust = { lastConfirmed: null } as const;
  expect(trustBadge({ ...trust, confidence: 'high', words: 'Confirmed' })).toEqual({
    label: 'Verified',
    palette: 'green',
  });
  const medium = trustBadge({
    ...trust,
    confidence: 'medium',
    words: 'From the council, not yet checked on site',
  });
  expect(medium).toEqual({ label: 'From the council, not yet checked on site', palette: 'yellow' });
  const low = trustBadge({ ...trust, confidence: 'low', words: 'Unconfirmed — check the signs' });
  expect(low.label).not.toMatch(/verified/i);
});
