/** Display formats of spec §9, shared by every screen. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Jan 5, 2025" (in Europe/London, where the beaches are). */
export function formatShortDate(iso: string | Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(typeof iso === 'string' ? new Date(iso) : iso);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${MONTHS[get('month') - 1]} ${get('day')}, ${get('year')}`;
}

/** Average rating to 1 decimal. */
export const formatRating = (rating: number) => rating.toFixed(1);

/** Metres under 1000, otherwise km to 1 decimal. */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

/** "1 review" / "12 reviews". */
export const pluralise = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
