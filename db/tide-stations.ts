/**
 * The tide gauges the site ships (db/data/tide-stations-sw-england.json: TICON-4 harmonic
 * constants, CC BY 4.0), read once for every reader on the server: the seed and the migration
 * that give beaches their gauge and note, the beach editor, the tide answers and the sync feed.
 * One list for all, so each station's predictor is built once (harmonic-predictor.ts keeps it
 * per station object). The browser reads the same file in a chunk of its own.
 */
import { readTideStations, type TideStation } from '../domain/tides/tide-station.ts';
import stationFile from './data/tide-stations-sw-england.json' with { type: 'json' };

export const shippedTideStations: TideStation[] = readTideStations(stationFile);
