/**
 * Daylight at a point: sunrise and sunset for its coordinates on a London date, worked out on the
 * phone (suncalc, no network). The beach's tide card says when it is light from it, and a beach
 * card at a planned moment whether that moment is in daylight or dark.
 */
import { getTimes } from 'suncalc';
import { londonDayRange, londonIsoDate } from '../../domain/clock/london-time.ts';

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

/** Whether the sun is up at the point at that instant; null when we cannot tell. */
export function isDaylightAt(latitude: number, longitude: number, at: Date): boolean | null {
  const light = daylight(latitude, longitude, londonIsoDate(at));
  return light && at >= light.sunrise && at < light.sunset;
}
