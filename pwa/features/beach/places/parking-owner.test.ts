import { expect, it } from 'vitest';
import { ownerPalette } from './parking-owner.ts';

it('colours the owner badge by who runs the car park (spec §9)', () => {
  expect(ownerPalette('North Devon Council')).toBe('blue');
  expect(ownerPalette('Harbour Authority')).toBe('blue');
  expect(ownerPalette('National Trust')).toBe('green');
  expect(ownerPalette('Private operator (check on-site signage)')).toBe('purple');
  expect(ownerPalette('Bantham Estate')).toBe('purple');
  expect(ownerPalette('Parish trust')).toBe('gray');
  expect(ownerPalette(null)).toBe('gray');
});
