import type { Context, Next } from 'koa';

/** Cache policies by name, so each route states its choice in one word. */
export const CACHE_POLICIES = {
  /** Shared data that may be a minute old, revalidated in the background. */
  publicList: 'public, max-age=60, stale-while-revalidate=600',
  /** Always revalidate (ETag makes it cheap). */
  revalidate: 'no-cache',
  /** Settings that change only with a deploy. */
  config: 'public, max-age=3600',
  /** Personal or volatile answers. */
  private: 'private, no-store',
} as const;

export function cacheControl(policy: keyof typeof CACHE_POLICIES) {
  return async function setCacheControl(ctx: Context, next: Next) {
    await next();
    if (ctx.status < 400) ctx.set('Cache-Control', CACHE_POLICIES[policy]);
  };
}
