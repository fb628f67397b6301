/**
 * Test-only writes for end-to-end tests (E2E_TEST_HOOKS=true; refused in production, see
 * config.ts): change, soft-delete or restore a beach on the running server, so a spec can watch
 * the change reach the app's offline mirror through the sync feed, then put the data back. Never mounted by default, so
 * the fuzz and authorisation suites, which enumerate the default routers, never see it.
 */

import { z } from 'zod';
import { dogRulesSchema } from '../../../domain/dog-rules/dog-rules-schema.ts';
import { presentBeach } from '../../presenters/beach.ts';
import { changeBeach, restoreBeach, softDeleteBeach } from '../../services/test-hook-beaches.ts';
import { parseBody } from '../../validate-body.ts';
import { apiRouter } from '../api-router.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

/** The few beach fields a test may change; at least one, nothing else. */
const beachChangeSchema = z
  .strictObject({
    name: text(200),
    description: text(5000),
    safetyNotes: text(2000),
    parkingInfo: text(2000),
    // A spec that adds evidence to a rule puts the rules back as they were.
    dogRules: dogRulesSchema,
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, { message: 'Name at least one field to change' });

export function testHooksRouter() {
  const router = apiRouter('/api/test-hooks');

  router.patch('/beaches/:identifier', async (ctx) => {
    const change = parseBody(ctx, beachChangeSchema);
    ctx.body = presentBeach(await changeBeach(ctx.knex, ctx.params.identifier, change));
  });

  router.delete('/beaches/:identifier', async (ctx) => {
    await softDeleteBeach(ctx.knex, ctx.params.identifier);
    ctx.status = 204;
  });

  // Undoes the delete, so a spec leaves the data as it found it for the specs after it.
  router.post('/beaches/:identifier/restore', async (ctx) => {
    ctx.body = presentBeach(await restoreBeach(ctx.knex, ctx.params.identifier));
  });

  return router;
}
