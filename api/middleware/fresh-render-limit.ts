/**
 * How many pages the server renders afresh for one client (issue #27 §8). A page kept in the
 * response cache costs about a millisecond to send, a new render some 50 ms of CPU: a client asking
 * for address after address that no one has asked for could otherwise hold a core. Past its
 * allowance a client gets the shell, which its browser renders into the same page; a visitor
 * behind an address shared with such a client (a phone network's NAT) is still served, where a
 * 429 would leave them with an error page. Counted in the abuse limits' store, per client as they
 * count (client-address.ts) and scaled by RATE_LIMIT_SCALE as they are (rate-limit.ts).
 */
import type { Context } from 'koa';
import { clientKey } from './client-address.ts';

export const FRESH_RENDER_LIMIT = { windowMs: 60 * 1000, perClient: 60 };

/** Counts a fresh render for the client; false once its allowance for the minute is spent. */
export async function mayRenderAfresh(ctx: Context): Promise<boolean> {
  const { store, scale } = ctx.services.rateLimiter;
  const { windowMs, perClient } = FRESH_RENDER_LIMIT;
  const { count } = await store.hit(`freshRender:ip:${clientKey(ctx.ip)}`, windowMs);
  return count <= Math.max(1, Math.floor(perClient * scale));
}
