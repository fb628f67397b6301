import { describe, expect, it } from 'vitest';
import { inHomeMapArea, spreadForMap } from './home-map.ts';

/** A beach as the map needs it. */
const spot = (name: string, latitude: string, longitude: string) => ({
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  name,
  location: 'South Devon',
  latitude,
  longitude,
});

describe('home map beaches', () => {
  it('keeps to the location picked in the filters', () => {
    expect(inHomeMapArea({ location: 'Cornwall' })).toBe(false);
    expect(inHomeMapArea({ location: 'Torbay' })).toBe(true);
    expect(inHomeMapArea({ location: 'Cornwall' }, 'Cornwall')).toBe(true);
    expect(inHomeMapArea({ location: 'North Devon' }, 'Cornwall')).toBe(false);
  });

  it('shows all of a short list, in name order, and never a beach without a position', () => {
    const few = [
      spot('Bantham', '50.28', '-3.88'),
      spot('Anstey’s Cove', '50.47', '-3.50'),
      spot('Nowhere', '', ''),
    ];
    expect(spreadForMap(few).map((b) => b.name)).toEqual(['Anstey’s Cove', 'Bantham']);
  });

  it('spreads a crowded stretch rather than taking the first names', () => {
    // Ten beaches along a line, 1 km apart, and one far away whose name sorts last.
    const line = Array.from({ length: 10 }, (_, i) => spot(`Cove ${i}`, '50.5', String(-3.5 + i * 0.0141)));
    const far = spot('Zennor', '51.2', '-4.1');
    const three = spreadForMap([...line, far], 3).map((b) => b.name);
    expect(three).toContain('Zennor');
    expect(three).toContain('Cove 9');
  });
});
