/**
 * The names of the days and months in the app's English, written out once: every label of a date
 * ("Fri 1 May", "Friday 1 May", "30 Sep") spells them without Intl, so the server and a phone in
 * any locale say the same words (hydration compares them).
 */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** "Sun" … "Sat". */
const SHORT_WEEKDAYS = WEEKDAYS.map((name) => name.slice(0, 3));
/** "Jan" … "Dec". */
export const SHORT_MONTHS = MONTHS.map((name) => name.slice(0, 3));

/** "Friday 1 May", or "Fri 1 May" when short, for a day number (days since 1970-01-01 of a London date). */
export function weekdayLabel(day: number, form: 'long' | 'short' = 'long'): string {
  const date = new Date(day * 86_400_000);
  const [weekdays, months] = form === 'short' ? [SHORT_WEEKDAYS, SHORT_MONTHS] : [WEEKDAYS, MONTHS];
  return `${weekdays[date.getUTCDay()]} ${date.getUTCDate()} ${months[date.getUTCMonth()]}`;
}

/** "Sat 25 Apr" for a London date (yyyy-MM-dd). */
export const shortDayLabel = (iso: string) =>
  weekdayLabel(Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000), 'short');
