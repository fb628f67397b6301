/** The station-mapping rule (domain/tides/beach-tide-settings.ts) for every beach in db/data/beaches. */
import { describe, expect, it } from 'vitest';
import { testStations } from '../domain/testing/tide-stations.ts';
import { beachTideSettings } from '../domain/tides/beach-tide-settings.ts';
import { STATION_IDS } from '../domain/tides/coast-segments.ts';
import { SECONDARY_PORTS } from '../domain/tides/secondary-ports.ts';
import { readBeaches } from './data-files.ts';

const S = STATION_IDS;
const NORTH_COAST = new Set<string>([S.portIsaac, S.ilfracombe, S.hinkleyPoint, S.avonmouth, S.severnBridge]);
const ENGLISH_CHANNEL = new Set<string>([
  S.newlyn,
  S.devonport,
  S.teignmouth,
  S.exmouth,
  S.westBay,
  S.weymouth,
  S.swanage,
  S.bournemouth,
]);
/** The chosen gauge is never farther than this along the coast. */
const SANE_KM = 60;

const beaches = readBeaches();
const mapped = beaches.map((beach) => ({ beach, settings: beachTideSettings(beach, testStations) }));
const stationOf = (slug: string) => mapped.find((m) => m.beach.slug === slug)?.settings?.tideStationId;

/** Cornwall's Atlantic coast, Bude to St Ives (everything else in Cornwall faces the Channel). */
const CORNWALL_NORTH = new Set([
  'sandymouth-beach-bude',
  'crooklets-beach-bude',
  'summerleaze-beach-bude',
  'widemouth-bay',
  'polzeath-beach',
  'daymer-bay',
  'harlyn-bay',
  'trevone-bay',
  'constantine-bay',
  'watergate-bay',
  'fistral-beach',
  'crantock-beach',
  'holywell-bay',
  'perranporth-beach',
  'porthtowan-beach',
  'porthmeor-beach',
  'sennen-cove-beach',
]);

describe('tide station for every beach', () => {
  it('gives all 180 beaches a gauge and a note', () => {
    expect(mapped).toHaveLength(180);
    for (const { beach, settings } of mapped) {
      expect(settings, beach.slug).not.toBeNull();
      expect(settings?.tideNote.length).toBeGreaterThan(20);
    }
  });

  it('never gives North Devon or Somerset an English Channel gauge', () => {
    for (const { beach, settings } of mapped.filter((m) =>
      ['North Devon', 'Somerset'].includes(m.beach.location),
    )) {
      expect(ENGLISH_CHANNEL.has(settings?.tideStationId ?? ''), beach.slug).toBe(false);
    }
    for (const { beach, settings } of mapped.filter((m) => m.beach.location === 'North Devon')) {
      expect(settings?.tideStationId, beach.slug).toBe(S.ilfracombe);
    }
  });

  it('never gives a south-coast beach a north-coast gauge', () => {
    const south = mapped.filter(
      (m) =>
        ['South Devon', 'Torbay', 'East Devon', 'Dorset', 'Plymouth'].includes(m.beach.location) ||
        (m.beach.location === 'Cornwall' && !CORNWALL_NORTH.has(m.beach.slug)),
    );
    expect(south.length).toBeGreaterThan(100);
    for (const { beach, settings } of south)
      expect(NORTH_COAST.has(settings?.tideStationId ?? ''), beach.slug).toBe(false);
    // Penwith shares Newlyn's tide on both sides; the rest of the Atlantic coast takes Port Isaac.
    for (const slug of CORNWALL_NORTH) {
      expect(stationOf(slug), slug).toBe(
        ['porthmeor-beach', 'sennen-cove-beach'].includes(slug) ? S.newlyn : S.portIsaac,
      );
    }
  });

  it(`keeps every gauge within ${SANE_KM} km (farthest: Porthtowan to Port Isaac, 44.7 km)`, () => {
    const farthest = mapped.reduce((a, b) =>
      (b.settings?.choice.distanceKm ?? 0) > (a.settings?.choice.distanceKm ?? 0) ? b : a,
    );
    expect(farthest.beach.slug).toBe('porthtowan-beach');
    for (const { beach, settings } of mapped)
      expect(settings?.choice.distanceKm, beach.slug).toBeLessThanOrEqual(SANE_KM);
  });

  it('maps the beaches to the stations as reviewed (beaches per gauge)', () => {
    const counts: Record<string, number> = {};
    for (const { settings } of mapped) {
      const name = testStations.find((s) => s.id === settings?.tideStationId)?.place_from_source_id ?? 'none';
      counts[name] = (counts[name] ?? 0) + 1;
    }
    expect(counts).toEqual({
      Avonmouth: 2,
      Bournemouth: 7,
      Devonport: 24,
      Exmouth: 17,
      'Hinkley Point': 17,
      Ilfracombe: 33,
      Newlyn: 7,
      'Port Isaac': 15,
      'Swanage Pier': 3,
      'Teignmouth Pier': 43,
      Weymouth: 4,
      'West Bay Harbour': 8,
    });
  });

  it('applies the published Salcombe and Wembury differences, and only there', () => {
    const slugs = new Set(beaches.map((b) => b.slug));
    for (const port of SECONDARY_PORTS) {
      for (const slug of port.beachSlugs) {
        expect(slugs.has(slug), slug).toBe(true);
        expect(stationOf(slug), slug).toBe(port.referenceStationId);
      }
    }
    const corrected = mapped.filter((m) => m.settings?.secondaryPort);
    expect(corrected.map((m) => m.beach.slug).sort()).toEqual(
      SECONDARY_PORTS.flatMap((p) => p.beachSlugs).sort(),
    );
    const salcombe = mapped.find((m) => m.beach.slug === 'south-sands-salcombe')?.settings;
    expect(salcombe).toMatchObject({ tideOffsetHighMinutes: 17, tideOffsetLowMinutes: 17 });
    const croyde = mapped.find((m) => m.beach.slug === 'croyde-beach')?.settings;
    expect(croyde).toMatchObject({ tideOffsetHighMinutes: null, tideOffsetLowMinutes: null });
    expect(croyde?.tideNote).toBe(
      'Tide times and heights are predicted for Ilfracombe, 12 km away. ' +
        'Local high water may come at a different time and height.',
    );
  });

  it('gives no unsourced minutes figure, and warns of heights where the two nearest gauges differ a lot', () => {
    for (const { beach, settings } of mapped) expect(settings?.tideNote, beach.slug).not.toMatch(/~|up to/);
    const warned = mapped.filter((m) => m.settings?.tideNote.includes('may differ by a metre or more'));
    expect(warned.map((m) => m.beach.slug)).toEqual(
      expect.arrayContaining(['porlock-weir', 'hartland-quay']),
    );
    // The range grows fast up the Bristol Channel; the English Channel's neighbouring gauges differ less.
    expect(warned).toHaveLength(21);
    for (const { beach, settings } of warned)
      expect(NORTH_COAST.has(settings?.tideStationId ?? ''), beach.slug).toBe(true);
  });
});
