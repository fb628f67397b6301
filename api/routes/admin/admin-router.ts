/**
 * The admin API's one guard (issue #13): every router made here answers only an active admin's
 * session — 401 with none, 403 for a user's session or a deactivated admin (requireAdmin). The
 * guard is router middleware, so it runs only for requests that match one of the router's
 * routes; unknown paths still reach the API's 404.
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import { currentAdmin, requireAdmin } from '../../middleware/auth.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import type { AuditedActor } from '../../services/admin-audit.ts';
import { apiRouter } from '../api-router.ts';

/** A router for `/api/admin/...` (or, for the spec's photo call, `/api/upload/...`) behind the admin guard. */
export function guardedAdminRouter(prefix: '/api/admin' | '/api/upload' = '/api/admin'): Router {
  const router = apiRouter(prefix);
  // Admin answers are for one admin's eyes: never cached anywhere.
  router.use(requireAdmin(), cacheControl('private'));
  return router;
}

/** The signed-in admin and the database, for a service that writes in the admin's name. */
export function auditedActorOf(ctx: Context): AuditedActor {
  const admin = currentAdmin(ctx);
  if (!admin) throw new Error('an audited write needs an admin (requireAdmin guards every admin route)');
  return { knex: ctx.knex, admin };
}
