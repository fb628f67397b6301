/**
 * The bathing season: the Environment Agency samples designated bathing waters from 15 May to
 * 30 September. Every screen that names the season takes its words from here.
 */
import { londonIsoDate } from '../clock/london-time.ts';

export const BATHING_SEASON = { start: '05-15', end: '09-30', text: '15 May to 30 September' } as const;

/** Whether `date` falls in the season, on the UK calendar. */
export function inBathingSeason(date: Date): boolean {
  const md = londonIsoDate(date).slice(5); // "MM-DD"
  return md >= BATHING_SEASON.start && md <= BATHING_SEASON.end;
}
