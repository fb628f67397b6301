/**
 * The people and things the security suites act on: a signed-in user who owns feedback and a
 * photo, another user, an admin session, and ids of real beaches, routes and posts. One HTTP
 * server is kept listening for the whole file (supertest would otherwise start one per request).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { unsubscribeToken } from '../../services/reminder-subscription.ts';
import { adminSessionCookie, type SignedUp, signIn, signUpAndVerify } from '../accounts.ts';
import { buildAdminBeach } from '../admin-beaches.ts';
import { photo } from '../images.ts';
import type { TestApp } from '../test-app.ts';
import { approvedRoute } from '../walking-routes.ts';
import { ensureModerationFixtures } from './moderation-fixtures.ts';
import type { Fixtures } from './sample-requests.ts';

export interface World {
  server: Server;
  /** http://127.0.0.1:port */
  base: string;
  user: SignedUp;
  other: SignedUp;
  adminCookie: string;
  fixtures: Fixtures;
  /** Signs the users in again if a request ended their sessions, and restores deleted fixtures. */
  refresh: () => Promise<void>;
  /** A feedback row owned by `owner`, made through the API. */
  createFeedback: (owner: SignedUp) => Promise<number>;
  /** A community photo owned by `owner`, uploaded through the API. */
  createPhoto: (owner: SignedUp) => Promise<number>;
}

/** Registers hooks (after setupTestApp's) that build the world for this test file. */
export function setupWorld(t: TestApp): World {
  const world = {} as World;
  let jpeg: Buffer;

  const createFeedback = async (owner: SignedUp) => {
    const res = await request(world.server)
      .post('/api/feedback')
      .set('Cookie', owner.cookie)
      .send({ content: 'Fixture feedback', isPublic: false })
      .expect(201);
    return res.body.id as number;
  };
  const createPhoto = async (owner: SignedUp) => {
    const res = await request(world.server)
      .post(`/api/beaches/${world.fixtures.beach.id}/community-photos-bulk`)
      .set('Cookie', owner.cookie)
      .attach('photos', jpeg, { filename: 'walk.jpg', contentType: 'image/jpeg' })
      .expect(201);
    return res.body.photos[0].id as number;
  };
  /** A beach for the admin's writes, added through the admin API. */
  const createAdminBeach = async () => {
    const res = await request(world.server)
      .post('/api/admin/beaches')
      .set('Cookie', world.adminCookie)
      .send(buildAdminBeach())
      .expect(201);
    return res.body.id as number;
  };
  const stillSignedIn = async (who: SignedUp) =>
    (await request(world.server).get('/api/auth/user').set('Cookie', who.cookie).expect(200)).body !== null;

  beforeAll(async () => {
    jpeg = await photo(320, 240);
    world.server = createServer(t.callback).listen(0, '127.0.0.1');
    await new Promise((resolve) => world.server.once('listening', resolve));
    world.base = `http://127.0.0.1:${(world.server.address() as AddressInfo).port}`;
    world.user = await signUpAndVerify(t, { firstName: 'Una', lastName: 'User' });
    world.other = await signUpAndVerify(t, { firstName: 'Otto', lastName: 'Other' });
    world.adminCookie = await adminSessionCookie(t);
    const { knex } = t.db;
    const beach = await knex('beaches').where({ slug: 'croyde-beach' }).first('id', 'slug');
    const watered = await knex('beaches')
      .join('water_quality', 'water_quality.beach_id', 'beaches.id')
      .whereNull('beaches.deleted_at')
      .first('beaches.slug');
    const post = await knex('blog_posts').where({ is_published: true }).first('slug');
    if (!beach || !watered || !post) throw new Error('the seed lacks a fixture the suite needs');
    // The seed shares no walks: one another visitor shared and an admin approved.
    const route = { id: await approvedRoute(t, beach.id) };
    world.fixtures = {
      beach: { id: beach.id, slug: beach.slug },
      waterQualitySlug: watered.slug,
      blogSlug: post.slug,
      approvedRouteId: route.id,
      email: world.user.email,
      unsubscribeToken: unsubscribeToken(t.config.SESSION_SECRET, world.user.id),
      ownFeedbackId: 0,
      ownPhotoId: 0,
      moderation: { reviewId: 0, pendingRouteId: 0, photoId: 0, contactMessageId: 0, dogRuleReportId: 0 },
      adminBeachId: 0,
    };
    world.fixtures.ownFeedbackId = await createFeedback(world.user);
    world.fixtures.ownPhotoId = await createPhoto(world.user);
    await ensureModeration();
    world.fixtures.adminBeachId = await createAdminBeach();
  });

  afterAll(async () => {
    await new Promise((resolve) => world.server?.close(resolve));
  });

  /** The moderation routes' own rows, made again when a request deleted one. */
  const ensureModeration = async () => {
    world.fixtures.moderation = await ensureModerationFixtures(
      t.db.knex,
      world.fixtures.beach.id,
      () => createPhoto(world.other),
      world.fixtures.moderation,
    );
  };

  world.createFeedback = createFeedback;
  world.createPhoto = createPhoto;
  world.refresh = async () => {
    for (const who of [world.user, world.other]) {
      if (!(await stillSignedIn(who))) who.cookie = await signIn(t, who.email, who.password);
    }
    // POST /api/admin/logout as the admin ends the admin's session.
    const adminMe = await request(world.server).get('/api/admin/me').set('Cookie', world.adminCookie);
    if (adminMe.status !== 200) world.adminCookie = await adminSessionCookie(t);
    const { knex } = t.db;
    if (!(await knex('user_feedback').where({ id: world.fixtures.ownFeedbackId }).first('id'))) {
      world.fixtures.ownFeedbackId = await createFeedback(world.user);
    }
    if (!(await knex('community_photos').where({ id: world.fixtures.ownPhotoId }).first('id'))) {
      world.fixtures.ownPhotoId = await createPhoto(world.user);
    }
    await ensureModeration();
    if (
      await knex('beaches').where({ id: world.fixtures.adminBeachId }).whereNotNull('deletedAt').first('id')
    ) {
      world.fixtures.adminBeachId = await createAdminBeach();
    }
  };
  return world;
}
