/**
 * Water quality at seed time: what the Environment Agency's list of bathing waters said when it
 * was fetched on 31 May 2026 (db/data/bathing-waters.csv): each designated water's 2025 annual
 * classification, or that it was Closed or not yet classified. One current record per beach on
 * a designated bathing water, and no history: we hold no sample results, and a trend is made of
 * samples only. `lastChecked` is when that list was fetched from the EA, never the seed's clock.
 * The importer (api/jobs/import-water-quality.ts) replaces these records with the EA's answers.
 *
 * A beach is on a designated bathing water when `bathingWaterId` links it, or, for a water no
 * source gave a sampling-point id for (East Beach at West Bay, new in 2026), when the beach lies
 * within ON_BATHING_WATER_METRES of the water's sampling point.
 */
import type { Knex } from 'knex';
import { distanceKm } from '../../domain/tides/choose-tide-station.ts';
import { type BathingWater, readBathingWaters, readBeaches } from '../data-files.ts';

/** The list's fetch: mahdilamb/uk-bathing-waters sites.json, committed 2026-05-31 08:24 BST. */
export const EA_LIST_FETCHED_AT = new Date('2026-05-31T07:24:23Z');
export const ON_BATHING_WATER_METRES = 150;
const CLASSIFICATION_YEAR = 2025;
const SEED_SOURCE = 'ea_annual_classification';

const STATUS_BY_CLASS: Record<string, string> = {
  Excellent: 'excellent',
  Good: 'good',
  Sufficient: 'sufficient',
  Poor: 'poor',
};

export interface SeedBeach {
  id: number;
  bathingWaterId: string | null;
  latitude: number | string;
  longitude: number | string;
}

/** The designated bathing water a beach is on, if any. */
export function bathingWaterOf(beach: SeedBeach, waters: readonly BathingWater[]): BathingWater | undefined {
  if (beach.bathingWaterId) return waters.find((w) => w.id === beach.bathingWaterId);
  const here = { latitude: Number(beach.latitude), longitude: Number(beach.longitude) };
  return waters.find(
    (w) => !w.id && distanceKm(here, { latitude: w.lat, longitude: w.lng }) * 1000 <= ON_BATHING_WATER_METRES,
  );
}

interface ListEntry {
  status: string | null;
  waterQualityStatus: string;
  statusDetails: string;
  classificationYear: number | null;
}

/** What the EA list said about one water, in the columns of `water_quality`. */
function listEntryOf(water: BathingWater): ListEntry {
  const label = water.classification2025;
  const status = label ? STATUS_BY_CLASS[label] : undefined;
  if (label && status) {
    return {
      status,
      waterQualityStatus: label,
      statusDetails: `${water.name}: ${label} (Environment Agency ${CLASSIFICATION_YEAR} annual classification)`,
      classificationYear: CLASSIFICATION_YEAR,
    };
  }
  if (water.notes?.includes('Closed')) {
    return {
      status: null,
      waterQualityStatus: 'Closed',
      statusDetails: `${water.name}: Closed (Environment Agency ${CLASSIFICATION_YEAR} assessment)`,
      classificationYear: CLASSIFICATION_YEAR,
    };
  }
  return {
    status: null,
    waterQualityStatus: 'Not yet classified',
    statusDetails: `${water.name} is a designated bathing water, not yet classified by the Environment Agency.`,
    classificationYear: null,
  };
}

/** One current record per beach on a designated bathing water. */
export function seedWaterQualityRows(beaches: readonly SeedBeach[], waters: readonly BathingWater[]) {
  return beaches.flatMap((beach) => {
    const water = bathingWaterOf(beach, waters);
    if (!water) return [];
    return [
      {
        beachId: beach.id,
        ...listEntryOf(water),
        stormOverflowActive: false,
        samplingPoint: water.id,
        lastChecked: EA_LIST_FETCHED_AT,
        dataSource: SEED_SOURCE,
        rawData: JSON.stringify({
          samplingPoint: water.id,
          bathingWaterName: water.name,
          source:
            'EA bathing-water.json latestComplianceAssessment, snapshot 2026-05-31 (db/data/bathing-waters.csv)',
        }),
      },
    ];
  });
}

export async function seedWaterQuality(
  trx: Knex.Transaction,
  beaches: readonly SeedBeach[],
  waters: readonly BathingWater[],
): Promise<void> {
  await trx.batchInsert('water_quality', seedWaterQualityRows(beaches, waters), 100);
}

/**
 * A database seeded before issue #12 holds seven daily copies of each class in its history and
 * records dated by the seed's clock, and misses the bathing-water links added since. At the next
 * start: the copies go, the links the dataset now has are made (never changed), and every record
 * still from the seed is rewritten as above. Records the importer wrote are left alone. Each
 * change is a row write, so the delta sync carries it to the phones. Returns the copies removed.
 */
export async function upgradeSeededWaterQuality(knex: Knex): Promise<number> {
  if (!(await knex('water_quality_history').where({ dataSource: SEED_SOURCE }).first())) return 0;
  return knex.transaction(async (trx) => {
    const copies = await trx('water_quality_history').where({ dataSource: SEED_SOURCE }).delete();
    for (const record of readBeaches()) {
      if (!record.bathingWaterId) continue;
      await trx('beaches')
        .where({ slug: record.slug })
        .whereNull('bathingWaterId')
        .update({ bathingWaterId: record.bathingWaterId });
    }
    const beaches: SeedBeach[] = await trx('beaches')
      .select('id', 'bathingWaterId', 'latitude', 'longitude')
      .whereNull('deletedAt');
    const imported = new Set(
      (await trx('water_quality').whereNot({ dataSource: SEED_SOURCE }).select('beachId')).map(
        (r) => r.beachId,
      ),
    );
    const rows = seedWaterQualityRows(beaches, readBathingWaters()).filter((r) => !imported.has(r.beachId));
    for (const row of rows) {
      await trx('water_quality')
        .insert({ ...row, updatedAt: new Date() })
        .onConflict('beachId')
        .merge();
    }
    return copies;
  });
}
