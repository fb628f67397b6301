/** Display formats of spec §9, shared by every screen. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const londonDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The calendar date in Europe/London, where the beaches are. */
function londonParts(iso: string | Date) {
  const parts = londonDate.formatToParts(typeof iso === 'string' ? new Date(iso) : iso);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: MONTHS[get('month') - 1], day: get('day') };
}

/** "Jan 5, 2025" (in Europe/London, where the beaches are). */
export function formatShortDate(iso: string | Date): string {
  const { year, month, day } = londonParts(iso);
  return `${month} ${day}, ${year}`;
}

/** "12 Aug 2025", or "12 Aug" when the date is in the year of `now` (Europe/London). */
export function formatDayMonth(iso: string | Date, now?: Date): string {
  const { year, month, day } = londonParts(iso);
  return now && year === londonParts(now).year ? `${day} ${month}` : `${day} ${month} ${year}`;
}

/** Average rating to 1 decimal. */
export const formatRating = (rating: number) => rating.toFixed(1);

/** Metres under 1000, otherwise km to 1 decimal. */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

/**
 * A distance between two places, as precise as it is worth saying: "480 m" (to 10 m) under a
 * kilometre, "1.4 km" under 10 km, "34 km" beyond.
 */
export function formatRoundedDistance(metres: number): string {
  const tens = Math.round(metres / 10) * 10;
  if (tens < 1000) return `${tens} m`;
  const km = metres / 1000;
  return km < 9.95 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** "1 review" / "12 reviews". */
export const pluralise = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
