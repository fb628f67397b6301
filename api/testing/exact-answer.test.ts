/** The exact-answer check fails on any field its schema does not describe, at any depth. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectExactly } from './exact-answer.ts';

describe('the exact-answer check', () => {
  const schema = z.object({ a: z.number(), nested: z.object({ b: z.string() }) });

  it('passes an exact answer', () => expectExactly(schema, { a: 1, nested: { b: 'x' } }));

  it('fails on a field added, even deep inside', () => {
    expect(() => expectExactly(schema, { a: 1, c: 2, nested: { b: 'x' } })).toThrow();
    expect(() => expectExactly(schema, { a: 1, nested: { b: 'x', d: 3 } })).toThrow();
  });

  it('fails on a field removed or renamed', () => {
    expect(() => expectExactly(schema, { nested: { b: 'x' } })).toThrow();
    expect(() => expectExactly(schema, { A: 1, nested: { b: 'x' } })).toThrow();
  });
});
