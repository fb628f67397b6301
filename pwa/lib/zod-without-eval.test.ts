import { describe, expect, it } from 'vitest';
import './zod-without-eval.ts';
import { z } from 'zod';
import { config } from 'zod/v4/core';

describe('zod without eval (the CSP has no unsafe-eval)', () => {
  it('turns zod jitless without importing it, and parsing still works', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).safeParse({ name: 'Croyde' }).success).toBe(true);
  });
});
