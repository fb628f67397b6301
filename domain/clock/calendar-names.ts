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
export const SHORT_WEEKDAYS = WEEKDAYS.map((name) => name.slice(0, 3));
/** "Jan" … "Dec". */
export const SHORT_MONTHS = MONTHS.map((name) => name.slice(0, 3));
