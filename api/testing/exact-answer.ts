/**
 * "This answer is exactly its schema": the check api/routes/response-schemas.test.ts and
 * api/routes/admin/admin-answers.test.ts hold every answer the PWA reads to. zod objects drop keys
 * they do not know, so "the parsed copy equals the body" fails on a field added anywhere in the
 * answer, and parsing fails on one removed or renamed.
 */
import { expect } from 'vitest';
import { z } from 'zod';

/** `body` parses with `schema` and parsing kept every key; `what` names the answer in a failure. */
export function expectExactly(schema: z.ZodType, body: unknown, what = 'the answer') {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new Error(`${what} does not match its schema:\n${z.prettifyError(parsed.error)}`);
  expect(parsed.data, `${what} has fields its schema does not know`).toStrictEqual(body);
}

/** A non-empty list whose every item matches exactly: an empty list would prove nothing. */
export const listOf = (item: z.ZodType) => z.array(item).min(1);
