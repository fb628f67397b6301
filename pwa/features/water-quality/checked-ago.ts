/** "checked 2 days ago": how fresh a water-quality record is, in words. */
const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function checkedAgo(iso: string, now: Date = new Date()): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  // A clock a little ahead of ours must not read "in 2 minutes".
  const elapsed = Math.max(0, now.getTime() - at);
  if (elapsed < MINUTE) return 'checked just now';
  if (elapsed < HOUR) return `checked ${relative.format(-Math.floor(elapsed / MINUTE), 'minute')}`;
  if (elapsed < DAY) return `checked ${relative.format(-Math.floor(elapsed / HOUR), 'hour')}`;
  if (elapsed < 30 * DAY) return `checked ${relative.format(-Math.floor(elapsed / DAY), 'day')}`;
  if (elapsed < 365 * DAY) return `checked ${relative.format(-Math.floor(elapsed / (30 * DAY)), 'month')}`;
  return `checked ${relative.format(-Math.floor(elapsed / (365 * DAY)), 'year')}`;
}
