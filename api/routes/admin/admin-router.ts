/**
 * The admin API's one guard (issue #13): every router made here answers only an active admin's
 * session — 401 with none, 403 for a user's session or a deactivated admin (requireAdmin). The
 * guard is router middleware, so it runs only for requests that match one of the router's
 * routes; unknown paths still reach the API's 404.
 */
import type Router from '@koa/router';
import { requireAdmin } from '../../middleware/auth.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { apiRouter } from '../api-router.ts';

/** A router for `/api/admin/...` (or, for the spec's photo call, `/api/upload/...`) behind the admin guard. */
export function guardedAdminRouter(prefix: '/api/admin' | '/api/upload' = '/api/admin'): Router {
  const router = apiRouter(prefix);
  // Admin answers are for one admin's eyes: never cached anywhere.
  router.use(requireAdmin(), cacheControl('private'));
  return router;
}
