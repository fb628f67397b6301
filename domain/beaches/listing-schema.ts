/**
 * The paged listing answer (`Page<T>` of listing.ts) as a zod schema. Kept apart from
 * listing.ts so the browser can read the listing constants without loading zod.
 */
import { z } from 'zod';
import type { Page } from './listing.ts';

export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

// Compile-time: the schema and the interface agree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const samePage: Same<z.infer<ReturnType<typeof pageSchema<z.ZodNumber>>>, Page<number>> = true;
void samePage;
