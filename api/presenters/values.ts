/** Conversions from what Postgres drivers return to what the API promises. */

/** numeric → number (ratings, distances); null stays null. */
export function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** numeric → decimal string without trailing zeros ("51.13152400" → "51.131524"). */
export function toDecimalString(value: string | number | null | undefined): string | null {
  const n = toNumber(value);
  return n === null ? null : String(n);
}

/** timestamptz → ISO string; only a missing value gives null. */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null | undefined): string | null;
export function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** date → "YYYY-MM-DD", whichever way the driver returned it; only a missing value gives null. */
export function toIsoDate(value: Date | string): string;
export function toIsoDate(value: Date | string | null | undefined): string | null;
export function toIsoDate(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  // Drivers build Dates for DATE columns at local midnight; read them back the same way.
  const y = value.getFullYear();
  const m = String(value.getMonth() + 1).padStart(2, '0');
  const d = String(value.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
