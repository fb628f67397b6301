/** The home map's beaches (domain/beaches/home-map.ts), on the real dataset. */
import { describe, expect, it } from 'vitest';
import { inHomeMapArea, isDevonOrTorbay, spreadForMap } from '../domain/beaches/home-map.ts';
import { distanceKm } from '../domain/tides/choose-tide-station.ts';
import { readBeaches } from './data-files.ts';

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
