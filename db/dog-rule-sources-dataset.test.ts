/**
 * Our dog rules are never less strict than the sources we collected (issue #29). Where a council
 * row in data/dog-rule-sources.csv gives a seasonal ban with no hours, the beach's ban must hold
 * all day over at least the row's dates: Hope Cove and Bigbury once carried a 10:00–19:00 ban
 * read from elsewhere, and the app told owners dogs were allowed there at 09:00 in July.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DogRule, hoursLabel, type RuleDay, resolveDay } from '../domain/dog-rules/dog-rules.ts';
import { dataDir, parseCsv, readBeaches } from './data-files.ts';

interface SourceRow {
  name: string;
  rule: string;
  source: string;
}

const [header, ...csvRows] = parseCsv(readFileSync(join(dataDir, 'dog-rule-sources.csv'), 'utf8'));
const column = (name: string) => header.indexOf(name);
const rows: SourceRow[] = csvRows.map((r) => ({
  name: r[column('name')],
  rule: r[column('dog_rule_text')],
  source: r[column('source')],
}));

const BAN = /\b(no[ -]dogs|dogs (banned|excluded|prohibited))\b/i;
const HOURS = /\b\d{2}:\d{2}-\d{2}:\d{2}\b/;
const WINDOW = /\b(\d{2}-\d{2}) to (\d{2}-\d{2})\b/;

/** A row's seasonal ban that names no hours, with its dates (null when it gives none, e.g. "from Easter"). */
function seasonalBanWithoutHours(row: SourceRow): { from: string; to: string } | null | undefined {
  if (!BAN.test(row.rule) || HOURS.test(row.rule)) return undefined;
  const window = row.rule.match(WINDOW);
  if (window) return { from: window[1], to: window[2] };
  return /\bseasonal\b/i.test(row.rule) ? null : undefined;
}

/**
 * Each such source row and the beach of ours it speaks for, by hand: names differ ("Bigbury" is
 * our "Bigbury-on-Sea"). Null for a beach we do not list. A row added to the CSV must be placed here.
 */
const OUR_BEACH: Record<string, string | null> = {
  Breakwater: 'breakwater-beach-brixham',
  Broadsands: 'broadsands-beach',
  'Corbyn Head': 'corbyn-head-beach',
  'Goodrington Sands (South)': 'goodrington-south-sands',
  Hollicombe: 'hollicombe-beach',
  'Meadfoot (south-western part)': 'meadfoot-beach',
  Oddicombe: 'oddicombe-beach',
  'Paignton Sands': 'paignton-sands',
  'Preston Sands': 'preston-sands',
  'Torre Abbey Sands': 'torre-abbey-sands',
  'Salcombe - South Sands': 'south-sands-salcombe',
  'Hope Cove - Mouthwell Sands': 'hope-cove-mouthwell-sands',
  Challaborough: 'challaborough-bay',
  Wembury: 'wembury-beach',
  Bigbury: 'bigbury-on-sea',
  Bantham: 'bantham-beach',
  'Blackpool Sands': 'blackpool-sands',
  Mothecombe: 'mothecombe-beach',
  'Exmouth (central beach)': 'exmouth-beach',
  'Budleigh Salterton': 'budleigh-salterton-beach',
  'Sidmouth (main town beach)': 'sidmouth-town-beach',
  'Westward Ho!': 'westward-ho-beach',
  'Burnham-on-Sea beach area 2 (Jetty to Yacht Club)': 'burnham-on-sea-beach',
  'Burnham-on-Sea beach area 3 (Pavilion to Maddocks Slade)': 'burnham-on-sea-beach',
  'Minehead beach (golf club groyne to Jubilee cafe)': 'minehead-beach',
  'West Beach, Charmouth': 'charmouth-beach',
  'East Beach, West Bay': 'west-bay-east-beach',
  // Left out of the dataset; West Bay East Beach is the West Bay record.
  'West Beach, West Bay': null,
  'Front (Town) Beach, Lyme Regis': 'lyme-regis-front-beach',
  'Front Beach, Swanage': 'swanage-central-beach',
  'Seatown Beach, Chideock': 'seatown-beach-chideock',
  'Weymouth Central Beach (dog exercise area to Greenhill groyne)': 'weymouth-beach',
};

/** Whether a dated rule holds every day from `from` to `to` (MM-DD, same year), in each of eight years. */
function covers(period: Exclude<DogRule['period'], 'all-year'>, from: string, to: string): boolean {
  return [2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033].every((year) => {
    const start = resolveDay(period.from, year);
    let end = resolveDay(period.to, year);
    if (end < start) end = resolveDay(period.to, year + 1);
    return start <= resolveDay(from, year) && resolveDay(to, year) <= end;
  });
}

const dayLabel = (day: RuleDay) =>
  typeof day === 'string' ? day : `Easter${day.daysFromEaster < 0 ? '' : '+'}${day.daysFromEaster}`;
const periodLabel = (period: Exclude<DogRule['period'], 'all-year'>) =>
  `${dayLabel(period.from)}–${dayLabel(period.to)}`;

/**
 * How our rules read less strictly than a source's seasonal ban with no hours: no ban at all, a
 * dated ban with hours, or one that starts later or ends sooner. A ban all year is stricter, and
 * so is a ban no source dates (null): the app then never says dogs are allowed.
 */
function lessStrictThan(
  rules: readonly DogRule[] | null,
  window: { from: string; to: string } | null,
): string[] {
  if (rules === null) return [];
  const bans = rules.filter((r) => r.kind === 'no-dogs');
  if (bans.length === 0) return ['no ban, where the source gives one'];
  const problems: string[] = [];
  for (const ban of bans) {
    if (ban.period === 'all-year') continue;
    const hours = hoursLabel(ban.hours);
    if (hours) problems.push(`ban ${periodLabel(ban.period)} only ${hours}; the source gives no hours`);
    if (window && !covers(ban.period, window.from, window.to))
      problems.push(
        `ban ${periodLabel(ban.period)} is shorter than the source's ${window.from}–${window.to}`,
      );
  }
  return problems;
}

const beaches = readBeaches();
const bySlug = new Map(beaches.map((b) => [b.slug, b]));
const inScope = rows.flatMap((row) => {
  const window = seasonalBanWithoutHours(row);
  return window === undefined ? [] : [{ row, window }];
});

/** Words that name a place, not a kind of shore, to tell a mismatched slug. */
const placeWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(
      (w) => w.length > 2 && !['beach', 'sands', 'sand', 'bay', 'the', 'sea', 'part', 'area'].includes(w),
    );

describe('our dog rules against the collected sources', () => {
  it('places every source row that gives a seasonal ban with no hours', () => {
    expect(inScope.length).toBeGreaterThanOrEqual(30);
    const names = inScope.map(({ row }) => row.name);
    expect(new Set(names).size, 'one row per name').toBe(names.length);
    expect(names.filter((n) => !Object.hasOwn(OUR_BEACH, n))).toEqual([]);
    expect(Object.keys(OUR_BEACH).filter((n) => !names.includes(n))).toEqual([]);
  });

  it('matches each row to a beach of ours with the same place in its name', () => {
    for (const [name, slug] of Object.entries(OUR_BEACH)) {
      if (slug === null) continue;
      const beach = bySlug.get(slug);
      expect(beach, `${name} → ${slug}`).toBeDefined();
      const ours = placeWords(beach?.name ?? '');
      expect(
        placeWords(name).some((w) => ours.includes(w)),
        `${name} → ${beach?.name}`,
      ).toBe(true);
    }
  });

  it('never holds a ban to fewer hours or days than a source that gives none', () => {
    const found = inScope.flatMap(({ row, window }) => {
      const slug = OUR_BEACH[row.name];
      const beach = slug ? bySlug.get(slug) : undefined;
      if (!beach) return [];
      return lessStrictThan(beach.dogRules, window).map(
        (problem) => `${beach.slug}: ${problem} ("${row.rule}", ${row.source})`,
      );
    });
    expect(found).toEqual([]);
  });

  it('finds a ban with hours, or a shorter season, less strict than a source that gives none', () => {
    const summer = { from: '05-01', to: '09-30' };
    const ban = (period: DogRule['period'], hours: DogRule['hours']): DogRule => ({
      kind: 'no-dogs',
      zone: null,
      period,
      hours,
    });
    expect(lessStrictThan([ban(summer, 'all-day')], summer)).toEqual([]);
    expect(lessStrictThan([ban({ from: '04-01', to: '09-30' }, 'all-day')], summer)).toEqual([]);
    expect(lessStrictThan([ban('all-year', 'all-day')], summer)).toEqual([]);
    expect(lessStrictThan([ban(summer, { from: '10:00', to: '19:00' })], summer)).toEqual([
      'ban 05-01–09-30 only 10:00–19:00; the source gives no hours',
    ]);
    expect(lessStrictThan([ban({ from: '05-15', to: '09-30' }, 'all-day')], summer)).toHaveLength(1);
    expect(lessStrictThan([ban({ from: '05-01', to: '08-31' }, 'all-day')], summer)).toHaveLength(1);
    expect(lessStrictThan([], summer)).toEqual(['no ban, where the source gives one']);
    expect(lessStrictThan(null, summer)).toEqual([]);
    expect(lessStrictThan([{ ...ban(summer, 'all-day'), kind: 'on-lead' }], null)).toHaveLength(1);
  });
});
