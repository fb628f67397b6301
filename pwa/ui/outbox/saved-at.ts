/** "Saved today at 10:15" (or yesterday, "Mon 16 Nov", "30 Dec 2025"), in the phone's own time zone. */
export function savedAt(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const daysAgo = Math.round((midnight(now) - midnight(at)) / 86_400_000);
  const day =
    daysAgo === 0
      ? 'today'
      : daysAgo === 1
        ? 'yesterday'
        : at.getFullYear() === now.getFullYear()
          ? at.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' })
          : at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return `Saved ${day} at ${time}`;
}
