import type { Context } from 'koa';
import type { z } from 'zod';
import { notFound, validationFailed } from './errors.ts';
import { zodFieldErrors } from './middleware/errors.ts';

/** Parses the query string with a domain schema; bad input is a 400 with field messages. */
export function parseQuery<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  // Repeated keys (?page=1&page=2) arrive as arrays; the first wins, as with URLSearchParams.get.
  const query = Object.fromEntries(
    Object.entries(ctx.query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  const result = schema.safeParse(query);
  if (!result.success) throw validationFailed(zodFieldErrors(result.error));
  return result.data;
}

/** A beach (or other) identifier from the path: a positive integer id, or a slug. */
export function parseIdentifier(raw: string): { id: number } | { slug: string } {
  if (/^\d{1,9}$/.test(raw)) return { id: Number(raw) };
  if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw) && raw.length <= 200) return { slug: raw };
  throw notFound('Beach not found');
}
