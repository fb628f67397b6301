import type { Context } from 'koa';
import type { z } from 'zod';
import { validationFailed } from './errors.ts';
import { zodFieldErrors } from './middleware/errors.ts';

/** Parses a JSON body with a domain schema; bad input is a 400 with the schema's field messages. */
export function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const result = schema.safeParse(ctx.request.body ?? {});
  if (!result.success) throw validationFailed(zodFieldErrors(result.error));
  return result.data;
}
