/**
 * The listing's answers as zod schemas: the paged listing (`Page<T>` of listing.ts) and the
 * beach index. Kept apart from listing.ts so the browser can read the listing constants without
 * loading zod.
 */
import { z } from 'zod';
import { beachSchema } from './beach-schema.ts';
import type { BeachIndexEntry, Page } from './listing.ts';

export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** GET /api/beaches/index: a few fields of every beach (listing.ts's `beachIndexEntry`). */
export const beachIndexEntrySchema = beachSchema.pick({
  id: true,
  slug: true,
  name: true,
  location: true,
  nearestBathingWater: true,
});

// Compile-time: the schemas and the interfaces agree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const samePage: Same<z.infer<ReturnType<typeof pageSchema<z.ZodNumber>>>, Page<number>> = true;
void samePage;
const sameEntry: Same<z.infer<typeof beachIndexEntrySchema>, BeachIndexEntry> = true;
void sameEntry;
