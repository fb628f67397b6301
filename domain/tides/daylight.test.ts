import { describe, expect, it } from 'vitest';
import { type Daylight, daylight, describeDaylight, sunClock } from './daylight.ts';

const EXETER = { lat: 50.7184, lng: -3.5339 };
const CROYDE = { lat: 51.1319, lng: -4.2364 };

/** Minutes past London midnight of an instant's clock time, to compare with almanac values. */
const minutesOf = (instant: Date) => {
  const [h, m] = sunClock(instant).split(':').map(Number);
  return h * 60 + m;
};
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Reference values from the NOAA solar calculator's equations (worked out apart from suncalc,
 * refraction 0.833°), in London clock time: GMT in November and December, BST in June.
 */
const REFERENCE = [
  { place: 'Exeter', ...EXETER, date: '2026-11-22', sunrise: '07:41', sunset: '16:19' },
  { place: 'Exeter', ...EXETER, date: '2026-06-21', sunrise: '05:01', sunset: '21:31' },
  { place: 'Croyde', ...CROYDE, date: '2026-11-22', sunrise: '07:45', sunset: '16:21' },
  { place: 'Croyde', ...CROYDE, date: '2026-06-21', sunrise: '05:02', sunset: '21:36' },
  { place: 'Croyde', ...CROYDE, date: '2026-12-21', sunrise: '08:18', sunset: '16:12' },
];

describe('daylight at a Devon beach', () => {
  it.each(REFERENCE)('$place on $date: sunrise $sunrise, sunset $sunset (within 2 minutes)', (ref) => {
    const light = daylight(ref.lat, ref.lng, ref.date) as Daylight;
    expect(Math.abs(minutesOf(light.sunrise) - at(ref.sunrise))).toBeLessThanOrEqual(2);
    expect(Math.abs(minutesOf(light.sunset) - at(ref.sunset))).toBeLessThanOrEqual(2);
  });

  it('gives the London date’s own sunrise and sunset, on the clock of that day', () => {
    const november = daylight(EXETER.lat, EXETER.lng, '2026-11-22') as Daylight;
    expect(november.sunrise.toISOString().slice(0, 10)).toBe('2026-11-22');
    expect(november.sunset.toISOString().slice(0, 10)).toBe('2026-11-22');
    // The autumn clock change: Saturday's sunset is read in BST, Sunday's in GMT, an hour apart
    // on the clock although the sun sets only a couple of minutes earlier.
    const saturday = daylight(CROYDE.lat, CROYDE.lng, '2026-10-24') as Daylight;
    const sunday = daylight(CROYDE.lat, CROYDE.lng, '2026-10-25') as Daylight;
    expect(minutesOf(saturday.sunset) - minutesOf(sunday.sunset)).toBeGreaterThan(60);
    expect(minutesOf(saturday.sunset) - minutesOf(sunday.sunset)).toBeLessThan(65);
  });

  it('reads as the card shows it', () => {
    expect(
      describeDaylight({
        sunrise: new Date('2026-11-22T07:40:37Z'),
        sunset: new Date('2026-11-22T16:19:27Z'),
      }),
    ).toBe('Sunrise 07:41 · Sunset 16:19');
    expect(describeDaylight(daylight(CROYDE.lat, CROYDE.lng, '2026-06-21') as Daylight)).toMatch(
      /^Sunrise 05:0\d · Sunset 21:3\d$/,
    );
  });

  it('has no answer for a point that is not one, or where the sun does not set', () => {
    expect(daylight(Number.NaN, -4, '2026-06-21')).toBeNull();
    expect(daylight(78.2, 15.6, '2026-06-21')).toBeNull(); // Svalbard's midnight sun
  });
});
