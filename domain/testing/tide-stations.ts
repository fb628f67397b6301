/** The shipped tide stations, read from disk for tests (the app imports the JSON instead). */
import { readFileSync } from 'node:fs';
import { readTideStations, type TideStation } from '../tides/tide-station.ts';

const file = new URL('../../db/data/tide-stations-sw-england.json', import.meta.url);

export const testStations: TideStation[] = readTideStations(JSON.parse(readFileSync(file, 'utf8')));

export function stationById(id: string): TideStation {
  const station = testStations.find((s) => s.id === id);
  if (!station) throw new Error(`No tide station ${id}`);
  return station;
}
