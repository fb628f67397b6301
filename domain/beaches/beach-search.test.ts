import { describe, expect, it } from 'vitest';
import { BEACH_SEARCH_LIMIT, searchBeaches } from './beach-search.ts';

const beach = (name: string, location = 'South Devon') => ({ name, location });

const BEACHES = [
  beach('Saunton Sands', 'North Devon'),
  beach('Sandy Bay', 'East Devon'),
  beach('Bigbury-on-Sea'),
  beach('Westward Ho!', 'North Devon'),
  beach('Croyde Beach', 'North Devon'),
  beach('Thurlestone Sands'),
  beach('Seaton Beach', 'East Devon'),
];

const names = (query: string) => searchBeaches(BEACHES, query).map((b) => b.name);

describe('searchBeaches', () => {
  it('matches the start of the whole name, case-insensitively', () => {
    expect(names('SAUNTON')).toEqual(['Saunton Sands']);
    expect(names('westward ho')).toEqual(['Westward Ho!']);
  });

  it('matches the start of any word of the name, including hyphenated words', () => {
    expect(names('sea')).toEqual(['Seaton Beach', 'Bigbury-on-Sea']);
    expect(names('ho')).toEqual(['Westward Ho!']);
  });

  it('matches the start of the location or of any of its words', () => {
    expect(names('north')).toEqual(['Croyde Beach', 'Saunton Sands', 'Westward Ho!']);
    expect(names('east devon')).toEqual(['Sandy Bay', 'Seaton Beach']);
  });

  it('does not match text in the middle of a word', () => {
    expect(names('ands')).toEqual([]);
    expect(names('oyde')).toEqual([]);
  });

  it('puts names that start with the term first, then the rest by name', () => {
    expect(names('sand')).toEqual(['Sandy Bay', 'Saunton Sands', 'Thurlestone Sands']);
    const list = [beach('Alpha Sands'), beach('Beta Cove', 'Sandside'), beach('Sands Point')];
    expect(searchBeaches(list, 'sands').map((b) => b.name)).toEqual([
      'Sands Point',
      'Alpha Sands',
      'Beta Cove',
    ]);
  });

  it('ignores blank input and surrounding spaces', () => {
    expect(names('')).toEqual([]);
    expect(names('   ')).toEqual([]);
    expect(names('  croyde  ')).toEqual(['Croyde Beach']);
  });

  it('returns at most 10 results', () => {
    const many = Array.from({ length: 15 }, (_, i) => beach(`Beach ${String(i).padStart(2, '0')}`));
    const found = searchBeaches(many, 'beach');
    expect(found).toHaveLength(BEACH_SEARCH_LIMIT);
    expect(found[0]?.name).toBe('Beach 00');
  });
});
