/**
 * What a water-quality screen says about its data and the data's dates, shared by the beach
 * page, the water quality page, the API and the offline mirror. Every date shown is the
 * source's own: the year of the annual classification, the day a sample was taken, the day the
 * data was fetched from the Environment Agency. Nothing here says "checked" for a copy.
 */

import type { Beach } from '../beaches/beach.ts';
import { formatDayMonth } from '../common/format.ts';
import { BATHING_SEASON } from './bathing-season.ts';
import { nearestBathingWaterText } from './nearest-bathing-water.ts';
import type { WaterQuality } from './water-quality-schema.ts';

const SEASON_CLAUSE = `the bathing season runs ${BATHING_SEASON.text}`;

/**
 * "2025 classification". The EA publishes each year's classes in the autumn after the season,
 * but neither our dataset nor the EA API gives the publication date, so none is shown.
 */
export function classificationLabel(record: Pick<WaterQuality, 'status' | 'classificationYear'>) {
  return record.status && record.classificationYear ? `${record.classificationYear} classification` : null;
}

/** "Sample taken 12 Aug" for the latest EA sample on the record, if it has one. */
export function sampleLabel(record: Pick<WaterQuality, 'sample'>, now: Date) {
  return record.sample ? `Sample taken ${formatDayMonth(record.sample.sampledAt, now)}` : null;
}

/** When the record was last fetched from its source (`lastChecked`), with its year. */
export const fetchedLabel = (lastChecked: string) =>
  `Environment Agency data as of ${formatDayMonth(lastChecked)}`;

/**
 * Why a beach has no 3-day trend: fewer than 2 sample days in the last `windowDays`.
 * `lastSampledAt` is the latest sample on the record, however old.
 */
export function noTrendText(
  sampleDays: number,
  lastSampledAt: string | null,
  windowDays: number,
  now: Date,
): string {
  if (sampleDays === 1 && lastSampledAt) {
    return `One sample in the last ${windowDays} days (${formatDayMonth(lastSampledAt, now)}): too few for a trend`;
  }
  if (lastSampledAt) return `No samples since ${formatDayMonth(lastSampledAt, now)} — ${SEASON_CLAUSE}`;
  return `No sample results on record — ${SEASON_CLAUSE}`;
}

/** The monitoring note under every water-quality card. */
export const MONITORING_NOTE = `Bathing water is monitored by the Environment Agency from ${BATHING_SEASON.text}.`;

/**
 * Why a beach has no water-quality record (the API's 404 message, the mirror's note and the water
 * quality page's card). One near an EA bathing water is not "not designated" (issue #29): the
 * nearest water is named instead. Where neither is known (the water quality page's index has no
 * link ids; a phone may hold a beach mirrored before it carried its nearest water) it says only
 * that we hold no record.
 */
export function noRecordNote(
  beach: Pick<Beach, 'name'> & Partial<Pick<Beach, 'bathingWaterId' | 'nearestBathingWater'>>,
) {
  if (beach.bathingWaterId) return `No water quality data yet for ${beach.name}`;
  if (beach.nearestBathingWater) return nearestBathingWaterText(beach.nearestBathingWater);
  return `No Environment Agency record held for ${beach.name}`;
}

/**
 * What a record with no sample result says (issue #29): we hold no samples until the import job
 * fetches them, and a page must not promise what it does not hold.
 */
export function noSampleText(record: Pick<WaterQuality, 'status' | 'classificationYear'>) {
  const year = record.status ? record.classificationYear : null;
  return year
    ? `No sample results held yet — the classification is the Environment Agency's ${year} one`
    : 'No sample results held yet';
}
