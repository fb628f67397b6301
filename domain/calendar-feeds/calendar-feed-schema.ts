/**
 * The private "my beaches" calendar address (issue #31 item 4): the answers of
 * /api/my/calendar-feed. The address itself is shown once, when it is made; afterwards the server
 * holds only a hash of it, so it can say that one exists and since when, never what it is.
 */
import { z } from 'zod';

/** GET /api/my/calendar-feed: whether the user has an address, and since when. */
export const calendarFeedStatusSchema = z.strictObject({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/my/calendar-feed: the new address, once (https to download, webcal to subscribe). */
export const calendarFeedCreatedSchema = z.strictObject({
  url: z.url(),
  webcalUrl: z.string().startsWith('webcal://'),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
