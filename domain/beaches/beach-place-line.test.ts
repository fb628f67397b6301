import { describe, expect, it } from 'vitest';
import { beachPlaceLine } from './beach-place-line.ts';

describe('the place line under a beach’s name', () => {
  it('does not name the county twice when the area is the county', () => {
    expect(beachPlaceLine('The Esplanade, Burnham-on-Sea, Somerset', 'Somerset')).toBe(
      'The Esplanade, Burnham-on-Sea, Somerset',
    );
  });

  it('keeps the finer name when the address already has it', () => {
    expect(beachPlaceLine('Uphill, Weston-super-Mare, North Somerset', 'Somerset')).toBe(
      'Uphill, Weston-super-Mare, North Somerset',
    );
  });

  it('puts the area in place of the county it is part of', () => {
    expect(beachPlaceLine('Croyde, Braunton, Devon', 'North Devon')).toBe('Croyde, Braunton, North Devon');
  });

  it('adds an area the address does not name, even beside a road named after it', () => {
    expect(beachPlaceLine('Corbyn Head, Torbay Road, Torquay, Devon', 'Torbay')).toBe(
      'Corbyn Head, Torbay Road, Torquay, Devon · Torbay',
    );
  });

  it('is the area alone when there is no address', () => {
    expect(beachPlaceLine(null, 'Cornwall')).toBe('Cornwall');
    expect(beachPlaceLine(' , ', 'Dorset')).toBe('Dorset');
  });
});
