/**
 * A beach favourite (spec §3: userId, beachId, notes; issue #31 item 1), as GET /api/my/favourites
 * answers it and PUT /api/my/favourites/{beach} takes it. `remind` is the opt-in for reminders
 * before the beach's dog rules change. The owner is whoever asks: no user id is ever sent.
 */
import { z } from 'zod';
import { text } from '../common/safe-fields.ts';

/** spec §3 keeps a favourite's notes short: a line or two ("parking by the lifeboat station"). */
export const FAVOURITE_NOTES_MAX = 1000;

export const favouriteSchema = z.object({
  beachId: z.number().int(),
  notes: z.string().nullable(),
  remind: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Favourite = z.infer<typeof favouriteSchema>;

/**
 * PUT's body: both fields optional, so starring a beach is an empty body and an edit sends only
 * what changed. Empty notes clear them.
 */
export const favouritePutSchema = z.object({
  notes: text('Notes')
    .max(FAVOURITE_NOTES_MAX, `Notes must be at most ${FAVOURITE_NOTES_MAX} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v?.trim() || null)),
  remind: z.boolean({ error: 'remind must be true or false' }).optional(),
});

export type FavouritePut = z.output<typeof favouritePutSchema>;
