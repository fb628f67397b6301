/**
 * Every router of the API is made here, so that all of them match paths the same way: exactly
 * as written, case included. The guards a router puts in front of its routes (router.use) and
 * the routes themselves then answer the same spellings, and api/middleware/canonical-path.ts has
 * already sent any other spelling to its one canonical form before routing.
 */
import Router from '@koa/router';

export function apiRouter(prefix?: string): Router {
  return new Router({ ...(prefix ? { prefix } : {}), sensitive: true });
}

/** Whether a router was made by apiRouter (for the test that holds every mounted router to it). */
export function matchesExactly(router: Router): boolean {
  return (router as Router & { opts: { sensitive?: boolean } }).opts.sensitive === true;
}
