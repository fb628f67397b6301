import { expect, it } from 'vitest';
import { inBathingSeason } from './bathing-season.ts';

it('is in season from 15 May to 30 September inclusive, on UK dates', () => {
  expect(inBathingSeason(new Date('2026-05-14T12:00:00Z'))).toBe(false);
  expect(inBathingSeason(new Date('2026-05-15T00:30:00+01:00'))).toBe(true);
  expect(inBathingSeason(new Date('2026-09-30T23:30:00Z'))).toBe(false); // 00:30 BST on 1 October
  expect(inBathingSeason(new Date('2026-09-30T12:00:00Z'))).toBe(true);
  expect(inBathingSeason(new Date('2026-12-25T12:00:00Z'))).toBe(false);
});
