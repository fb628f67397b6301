import { expect, it } from 'vitest';
import { beachOptionLabel } from './feedback-options.ts';

it('labels a beach with its location, and its rating to 1 decimal only when it has reviews', () => {
  expect(
    beachOptionLabel({
      name: 'Croyde Beach',
      location: 'North Devon',
      totalReviews: 3,
      averageRating: 4.456,
    }),
  ).toBe('Croyde Beach - North Devon ★4.5');
  expect(
    beachOptionLabel({ name: 'Lee Bay', location: 'North Devon', totalReviews: 0, averageRating: 0 }),
  ).toBe('Lee Bay - North Devon');
  expect(
    beachOptionLabel({ name: 'Oddicombe', location: 'Torbay', totalReviews: 1, averageRating: '4.00' }),
  ).toBe('Oddicombe - Torbay ★4.0');
});
