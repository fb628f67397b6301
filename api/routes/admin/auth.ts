/**
 * Admin sign-in (spec §7 "Admin"): POST /api/admin/login, POST /api/admin/logout and
 * GET /api/admin/me. The admin session is its own cookie (middleware/sessions.ts), so signing in
 * here never touches a visitor's session in the same browser. Sign-in has the users' abuse
 * limits, counted per username.
 */

import { ADMIN_MESSAGES, adminLoginSchema } from '../../../domain/admin/admin-auth.ts';
import { forbidden, HttpError } from '../../errors.ts';
import { currentAdmin, endSession, startAdminSession } from '../../middleware/auth.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { adminUsernameHashOf, loginRateLimit } from '../../middleware/rate-limit.ts';
import { presentAdmin } from '../../presenters/admin-account.ts';
import { adminLogin } from '../../services/admin-accounts.ts';
import { parseBody } from '../../validate-body.ts';
import { apiRouter } from '../api-router.ts';
import { guardedAdminRouter } from './admin-router.ts';

export const adminAuthRouter = apiRouter('/api/admin');
adminAuthRouter.use(cacheControl('private'));

adminAuthRouter.post('/login', loginRateLimit(adminUsernameHashOf), async (ctx) => {
  const { username, password } = parseBody(ctx, adminLoginSchema);
  const result = await adminLogin(ctx.knex, username, password);
  if (result.outcome === 'invalid') {
    throw new HttpError(401, 'invalid_credentials', ADMIN_MESSAGES.invalidCredentials);
  }
  if (result.outcome === 'inactive') throw forbidden('This admin account is deactivated');
  await startAdminSession(ctx, result.admin.id);
  ctx.body = { admin: presentAdmin(result.admin) };
});

adminAuthRouter.post('/logout', async (ctx) => {
  endSession(ctx);
  ctx.body = { success: true };
});

/** Behind the guard like every other admin read: 401 signed out, 403 for a user's session. */
export const adminMeRouter = guardedAdminRouter();

adminMeRouter.get('/me', async (ctx) => {
  const admin = currentAdmin(ctx);
  if (admin) ctx.body = presentAdmin(admin);
});
