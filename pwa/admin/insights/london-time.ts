/** Times in the admin area, on the beaches' clock (Europe/London) whatever the admin's own zone. */

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "25 Nov 2026, 14:05" (Europe/London). */
export function formatLondonDateTime(iso: string | Date): string {
  const parts = dateTime.formatToParts(typeof iso === 'string' ? new Date(iso) : iso);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')} ${get('month')} ${get('year')}, ${get('hour')}:${get('minute')}`;
}

/** "25 Nov" from a London calendar day "2026-11-25" (no clock involved). */
export function formatDayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}
