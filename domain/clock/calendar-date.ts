/**
 * A yyyy-MM-dd date that exists, read without zod: the London clock and the tide answers need it on
 * the first visit, where zod (~23 KB brotli) is not loaded.
 */

/** Year, month and day of a yyyy-MM-dd date that exists, or null (2025-02-30 does not). */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}
