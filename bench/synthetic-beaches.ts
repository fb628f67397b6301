/**
 * Synthetic beaches for bench/scale.ts: `count` records strung along the UK coastline
 * (uk-coastline.ts) with small offsets, in the shapes the real seed writes (db/data/README.md):
 * names after the nearer coastal place ("Filey Sands"), its county, beach types, amenities,
 * parking notes and dog rules drawn from the kinds the real dataset has, the spec's single-period
 * dog fields derived from the rules as the seed derives them. Every record is marked synthetic:
 * its slug starts with `synthetic-` and its validation confidence is low, with a note saying so.
 * Deterministic: the same count gives the same beaches.
 *
 * `location` is one of the eight South West areas the schema allows (a UK-wide directory would
 * need that list widened), drawn in the real data's proportions so that an area filter keeps the
 * real selectivity; `county` holds the true county of the place.
 */
import type { Knex } from 'knex';
import type { BeachLocation, BeachType } from '../domain/beaches/beach.ts';
import type { DogRule } from '../domain/dog-rules/dog-rules.ts';
import { legacyDogFields } from '../domain/dog-rules/dog-rules-legacy.ts';
import { type CoastPoint, UK_COAST_LINES } from './uk-coastline.ts';

/** A small seeded generator (mulberry32): the same beaches on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1][0];
  };
  return { next, pick, weighted, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof random>;

/** The real dataset's beaches per area (db/data/beaches/*.json). */
const LOCATION_WEIGHTS: readonly (readonly [BeachLocation, number])[] = [
  ['South Devon', 37],
  ['North Devon', 33],
  ['Torbay', 28],
  ['Cornwall', 25],
  ['East Devon', 19],
  ['Somerset', 19],
  ['Dorset', 19],
];
const BEACH_TYPE_WEIGHTS: readonly (readonly [BeachType, number])[] = [
  ['sandy', 45],
  ['mixed', 25],
  ['pebble', 15],
  ['rocky', 15],
];
const NAME_PATTERNS = [
  (p: string) => `${p} Beach`,
  (p: string) => `${p} Sands`,
  (p: string) => `${p} Bay`,
  (p: string) => `${p} Cove`,
  (p: string) => `North ${p} Beach`,
  (p: string) => `South ${p} Sands`,
  (p: string) => `Little ${p} Cove`,
  (p: string) => `${p} Strand`,
  (p: string) => `East ${p} Beach`,
];
const CHARACTERISTICS = [
  'Rock pools',
  'Dunes',
  'Surfing',
  'Sheltered cove',
  'Cliffs',
  'Estuary views',
  'Promenade',
  'Beach huts',
  'Fossils',
  'Nature reserve',
  'Wide sands at low tide',
  'Shingle ridge',
  'Harbour',
  'Coast path',
];
const ZONES = [
  'between the pier and the lifeguard hut',
  'on the main beach in front of the promenade',
  'from the slipway to the sailing club',
  'on the part of the beach signed by the council',
  'in the dog-free zone at the village end',
];

const BAN_MONTHS: Record<string, string> = {
  '05-01': '1 May',
  '05-15': '15 May',
  '07-01': '1 Jul',
  '04-01': '1 Apr',
};

/** The kinds of rules the real dataset has, in about its proportions. */
function dogRules(r: Random): { rules: DogRule[]; zones: string | null; text: string | null } {
  const from = r.weighted([
    ['05-01', 6],
    ['05-15', 2],
    ['07-01', 1],
    ['04-01', 1],
  ] as const);
  const to = from === '07-01' ? '08-31' : '09-30';
  const hours = r.chance(0.3) ? { from: '10:00', to: '18:00' } : ('all-day' as const);
  const season = { from, to };
  const when = `${BAN_MONTHS[from]} – ${to === '09-30' ? '30 Sep' : '31 Aug'}`;
  switch (
    r.weighted([
      ['none', 50],
      ['lead', 6],
      ['seasonal', 30],
      ['zone', 11],
      ['no-dogs', 3],
    ] as const)
  ) {
    case 'none':
      return { rules: [], zones: null, text: null };
    case 'lead':
      return {
        rules: [{ kind: 'on-lead', zone: null, period: season, hours }],
        zones: null,
        text: `Dogs on a lead ${when}`,
      };
    case 'seasonal':
      return {
        rules: [{ kind: 'no-dogs', zone: null, period: season, hours }],
        zones: null,
        text: `Dogs banned from the beach ${when}`,
      };
    case 'zone': {
      const zone = r.pick(ZONES);
      return {
        rules: [{ kind: 'no-dogs', zone, period: season, hours }],
        zones: `Ban covers the beach ${zone}; dogs allowed elsewhere all year`,
        text: `Dogs banned ${zone} ${when}`,
      };
    }
    case 'no-dogs':
      return {
        rules: [{ kind: 'no-dogs', zone: null, period: 'all-year', hours: 'all-day' }],
        zones: null,
        text: 'No dogs all year',
      };
  }
}

/** Where along the coast the i-th of n beaches lies: spread evenly by distance, with jitter. */
function coastPositions(count: number, r: Random): { at: CoastPoint; lat: number; lng: number }[] {
  const segments = UK_COAST_LINES.flatMap((line) =>
    line.slice(1).map((to, i) => {
      const from = line[i];
      const km = Math.hypot(
        (to.lat - from.lat) * 111,
        (to.lng - from.lng) * 111 * Math.cos((from.lat * Math.PI) / 180),
      );
      return { from, to, km };
    }),
  );
  const total = segments.reduce((sum, s) => sum + s.km, 0);
  const positions = [];
  let segment = 0;
  let before = 0;
  for (let i = 0; i < count; i++) {
    const along = ((i + r.next()) / count) * total;
    while (before + segments[segment].km < along && segment < segments.length - 1)
      before += segments[segment++].km;
    const { from, to, km } = segments[segment];
    const t = km === 0 ? 0 : Math.min(1, (along - before) / km);
    // Up to ~800 m off the line either way: a coarse polyline cuts across bays.
    positions.push({
      at: t < 0.5 ? from : to,
      lat: from.lat + (to.lat - from.lat) * t + (r.next() - 0.5) * 0.014,
      lng: from.lng + (to.lng - from.lng) * t + (r.next() - 0.5) * 0.022,
    });
  }
  return positions;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `count` beach rows, ready to insert (camelCase: the app's Knex maps them to columns). */
export function syntheticBeaches(count: number, seed = 14): Record<string, unknown>[] {
  const r = random(seed);
  return coastPositions(count, r).map(({ at, lat, lng }, i) => {
    const name = r.pick(NAME_PATTERNS)(at.place);
    const beachType = r.weighted(BEACH_TYPE_WEIGHTS);
    const characteristics = [...CHARACTERISTICS]
      .sort(() => r.next() - 0.5)
      .slice(0, 2 + Math.floor(r.next() * 3));
    const dogs = dogRules(r);
    const hasParking = r.chance(0.75);
    const reviewed = r.chance(0.4);
    return {
      slug: `synthetic-${i + 1}-${slugOf(name)}`,
      name,
      location: r.weighted(LOCATION_WEIGHTS),
      county: at.county,
      description: `A ${beachType} beach near ${at.place} in ${at.county}, with ${characteristics.join(', ').toLowerCase()}. ${
        dogs.rules.length === 0 ? 'No dog ban applies, so dogs can run here all year.' : `${dogs.text}.`
      } Synthetic record made by the scale benchmark: the beach, its rules and its facilities are invented.`,
      latitude: Number(lat.toFixed(6)),
      longitude: Number(lng.toFixed(6)),
      postcode: null,
      fullAddress: `${at.place}, ${at.county}`,
      beachType,
      accessibilityLevel: r.pick(['excellent', 'moderate', 'limited'] as const),
      beachCharacteristics: JSON.stringify(characteristics),
      seasonalRestrictions: dogs.text,
      restrictionPeriod: dogs.rules.some((rule) => rule.period !== 'all-year') ? dogs.text : null,
      accessInfo: r.pick([
        'Level access from the car park.',
        'Steps down from the coast path.',
        'A slipway and a ramp from the promenade.',
      ]),
      parkingInfo: hasParking
        ? `Pay-and-display car park above the beach at ${at.place}.`
        : 'No car park: roadside spaces in the village.',
      safetyNotes: r.chance(0.5)
        ? 'Cut off by the rising tide at the headlands; no lifeguards out of season.'
        : null,
      aboutDescription: null,
      hasParking,
      hasFacilities: r.chance(0.55),
      hasFreshWater: r.chance(0.3),
      hasBeachCafe: r.chance(0.45),
      hasLifeguards: r.chance(0.2),
      hasDogWalks: r.chance(0.7),
      // No review rows back these: the listing's rating and review sorts need a spread to sort.
      averageRating: reviewed ? Number((3 + r.next() * 2).toFixed(2)) : 0,
      totalReviews: reviewed ? 1 + Math.floor(r.next() * 40) : 0,
      ...legacyDogFields(dogs.rules),
      dogRestrictionZones: dogs.zones,
      dogRules: JSON.stringify(dogs.rules),
      validationConfidence: 'low',
      validationNotes: 'Synthetic beach made by bench/scale.ts for measuring: not a real place record.',
    };
  });
}

/** Inserts `count` synthetic beaches in one transaction; answers their ids. */
export async function seedSyntheticBeaches(knex: Knex, count: number): Promise<number[]> {
  const rows = syntheticBeaches(count);
  return knex.transaction(async (trx) => {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const inserted: { id: number }[] = await trx('beaches').insert(rows.slice(i, i + 500), ['id']);
      ids.push(...inserted.map((row) => row.id));
    }
    return ids;
  });
}
