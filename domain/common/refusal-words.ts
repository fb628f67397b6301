/**
 * Words of the API's refusals that the app acts on rather than only shows (no zod here: the
 * browser's outbox screens import it).
 */

/**
 * What the API says of a contribution's beach it does not have, or no longer has (deleted while
 * the write waited on a phone): the outbox then offers to move the write to another beach.
 */
export const BEACH_NOT_FOUND = 'Beach not found';
