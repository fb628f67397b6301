/**
 * Water quality at seed time comes from the Environment Agency's 2025 annual classifications
 * (db/data/bathing-waters.csv). The seven history rows are daily snapshots of that same
 * classification, labelled as such: we do not invent sample results. The importer
 * (tides & water quality issue) replaces them with real samples and forecasts.
 */
import type { Knex } from 'knex';
import type { BathingWater } from '../data-files.ts';

const STATUS_BY_CLASS: Record<string, string> = {
  Excellent: 'excellent',
  Good: 'good',
  Sufficient: 'sufficient',
  Poor: 'poor',
};
export const HISTORY_DAYS = 7;

export async function seedWaterQuality(
  trx: Knex.Transaction,
  beaches: { id: number; bathingWaterId: string | null }[],
  bathingWaters: BathingWater[],
  now: Date,
): Promise<void> {
  const byId = new Map(bathingWaters.map((w) => [w.id, w]));
  const current = [];
  const history = [];
  for (const beach of beaches) {
    const water = beach.bathingWaterId ? byId.get(beach.bathingWaterId) : undefined;
    const status = water?.classification2025 ? STATUS_BY_CLASS[water.classification2025] : undefined;
    if (!water || !status) continue;
    const record = {
      beachId: beach.id,
      waterQualityStatus: water.classification2025,
      stormOverflowActive: false,
      status,
      statusDetails: `${water.name}: ${water.classification2025} (Environment Agency 2025 annual classification)`,
      dataSource: 'ea_annual_classification',
      rawData: JSON.stringify({ samplingPoint: water.id, classificationYear: 2025 }),
    };
    current.push({ ...record, lastChecked: now });
    for (let day = HISTORY_DAYS - 1; day >= 0; day--) {
      const recordedAt = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day, 9),
      );
      history.push({ ...record, lastChecked: recordedAt, recordedAt });
    }
  }
  await trx.batchInsert('water_quality', current, 100);
  await trx.batchInsert('water_quality_history', history, 200);
}
