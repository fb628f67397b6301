import { describe, expect, it } from 'vitest';
import { readBeaches } from '../../db/data-files.ts';
import { distanceKm } from '../tides/choose-tide-station.ts';
import { inHomeMapArea, isDevonOrTorbay, spreadForMap } from './home-map.ts';

/** The real dataset, shaped as the API sends a beach (coordinates as text). */
const dataset = readBeaches().map((b) => ({
  ...b,
  latitude: String(b.latitude),
  longitude: String(b.longitude),
}));
const point = (b: { latitude: string; longitude: string }) => ({
  latitude: Number(b.latitude),
  longitude: Number(b.longitude),
});

describe('home map beaches, on the real dataset', () => {
  const devon = dataset.filter((b) => inHomeMapArea(b));
  const shown = spreadForMap(devon);

  it('shows 50 beaches of Devon and Torbay, none of Cornwall, Dorset or Somerset', () => {
    expect(devon.length).toBeGreaterThan(50);
    expect(shown).toHaveLength(50);
    expect(shown.filter((b) => !isDevonOrTorbay(b.location)).map((b) => b.name)).toEqual([]);
    expect(new Set(shown.map((b) => b.location))).toEqual(
      new Set(['North Devon', 'East Devon', 'South Devon', 'Torbay']),
    );
  });

  it('includes the best-known beaches that the first 50 names left out', () => {
    const slugs = shown.map((b) => b.slug);
    expect(slugs).toEqual(expect.arrayContaining(['woolacombe-beach', 'saunton-sands', 'westward-ho-beach']));
  });

  it('covers the whole coast: every Devon beach left off has one shown within 6 km', () => {
    const farthest = Math.max(
      ...devon.map((b) => Math.min(...shown.map((s) => distanceKm(point(b), point(s))))),
    );
    expect(farthest).toBeLessThan(6);
  });
});

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
