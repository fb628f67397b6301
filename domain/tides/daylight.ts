/**
 * Daylight at the beach: sunrise and sunset for its coordinates on a London date, worked out
 * on the phone (suncalc, no network), so the tide card can say when it is light and suggest a
 * walk on the sand only then. In domain/ because the beach page's week plan (domain/planning)
 * is worked out in the data layer, which may not reach into a feature.
 */
import { getTimes } from 'suncalc';
import { londonDayRange, londonIsoDate } from '../clock/london-time.ts';
import { formatLondonTime } from '../common/format.ts';

export interface Daylight {
  sunrise: Date;
  sunset: Date;
}

/**
 * Sunrise and sunset (the sun's top edge on the horizon) at the point on that London date;
 * null when the sun does not both rise and set that day, which never happens in Britain.
 */
export function daylight(latitude: number, longitude: number, date: string): Daylight | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const { start, end } = londonDayRange(date);
  // suncalc answers for the solar day around the instant given: the middle of the London day.
  const middle = new Date((start.getTime() + end.getTime()) / 2);
  const { sunrise, sunset } = getTimes(middle, latitude, longitude);
  return sunrise && sunset ? { sunrise, sunset } : null;
}

/** HH:mm in London, to the nearest minute as almanacs print it. */
export const sunClock = (instant: Date) =>
  formatLondonTime(new Date(Math.round(instant.getTime() / 60_000) * 60_000));

/** "Sunrise 07:41 · Sunset 16:19". */
export const describeDaylight = ({ sunrise, sunset }: Daylight) =>
  `Sunrise ${sunClock(sunrise)} · Sunset ${sunClock(sunset)}`;

/** Whether the sun is up at the point at that instant; null when we cannot tell. */
export function isDaylightAt(latitude: number, longitude: number, at: Date): boolean | null {
  const light = daylight(latitude, longitude, londonIsoDate(at));
  return light && at >= light.sunrise && at < light.sunset;
}
