/**
 * One valid request per route, built from the world's fixtures: the fuzz suite starts from it
 * and makes it hostile a field at a time (so a bad value gets past the fields before it), and the
 * authorisation matrix sends it as each actor. Shapes follow domain/*.ts and the routes' tests.
 */
import { ACCESS_TYPES, BEACH_LOCATIONS, BEACH_TYPES } from '../../../domain/beaches/beach.ts';
import { TEST_PASSWORD } from '../accounts.ts';
import { buildAdminBeach } from '../admin-beaches.ts';
import { MODERATION_SAMPLES } from './admin-samples-moderation.ts';
import type { ModerationFixtures } from './moderation-fixtures.ts';

export interface Fixtures {
  /** croyde-beach. */
  beach: { id: number; slug: string };
  /** A beach with a water-quality record. */
  waterQualitySlug: string;
  blogSlug: string;
  approvedRouteId: number;
  /** The signed-in user's email, and their own feedback and photo. */
  email: string;
  /** The signed-in user's reminder unsubscribe token (as their reminder emails carry it). */
  unsubscribeToken: string;
  ownFeedbackId: number;
  ownPhotoId: number;
  /** Rows made for the admin's moderation routes to act on (moderation-fixtures.ts). */
  moderation: ModerationFixtures;
  /** A beach made for the admin's writes (edit, delete, photo), so croyde-beach stays as seeded. */
  adminBeachId: number;
}

export interface SampleRequest {
  /** Path parameter values, not yet URL-encoded. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: Record<string, unknown>;
  /** The photo upload's file (sent as multipart with its captions). */
  photo?: Buffer;
  /** The form field the photo goes in: 'photos' unless said (the admin's forms use 'photo'). */
  photoField?: string;
}

export const reviewBody = () => ({
  rating: 4,
  reviewText: 'Plenty of sand and the dogs loved the surf.',
  visitDate: '2025-06-01',
});

export const walkingRouteBody = (beachId: number) => ({
  beachId,
  routeName: 'Downend loop',
  description: 'Up the lane, along the cliff and back by the beach.',
  difficulty: 'moderate',
  estimatedDuration: '45',
  distanceKm: 2.5,
  startingPoint: 'Croyde village car park',
  highlights: 'Seals off Downend point',
  routeNotes: '',
  submittedBy: 'Sam',
  submitterEmail: 'sam@example.com',
});

/** A sign that differs from croyde-beach's first rule (multipart fields: all text). */
export const dogRuleReportBody = () => ({
  verdict: 'differs',
  ruleIndex: '0',
  signSays: 'No dogs 1 April to 31 October',
  signLocation: 'at the car park',
  takenOn: '2026-08-14',
});

const tideQuery = { lat: '51.13', lng: '-4.24', date: '2026-07-01' };

/** Keyed by 'METHOD /path' as route-list.ts names routes. */
export const SAMPLE_REQUESTS: Record<string, (f: Fixtures) => SampleRequest> = {
  'POST /api/auth/register': () => ({
    body: {
      email: `fuzz.${Date.now()}@example.com`,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      firstName: 'Sam',
      lastName: 'Walker',
    },
  }),
  'GET /api/auth/verify-email': () => ({ query: { token: 'k'.repeat(43) } }),
  'POST /api/auth/login': (f) => ({ body: { email: f.email, password: TEST_PASSWORD } }),
  'GET /api/auth/user': () => ({}),
  'POST /api/auth/logout': () => ({}),
  'POST /api/auth/request-password-reset': (f) => ({ body: { email: f.email } }),
  'POST /api/auth/reset-password': () => ({
    body: { token: 'k'.repeat(43), password: 'new-sandy-paws', confirmPassword: 'new-sandy-paws' },
  }),
  'POST /api/auth/resend-verification': (f) => ({ body: { email: f.email } }),
  'GET /api/login': () => ({ query: { returnTo: '/beach/croyde-beach' } }),
  'GET /api/callback': () => ({ query: { code: 'abc', state: 'xyz' } }),
  'GET /api/beaches/:identifier/routes': (f) => ({ params: { identifier: f.beach.slug } }),
  'POST /api/routes': (f) => ({ body: walkingRouteBody(f.beach.id) }),
  'POST /api/routes/:routeId/rate': (f) => ({
    params: { routeId: String(f.approvedRouteId) },
    body: { rating: 4, comment: 'Lovely views', raterName: 'Sam', raterEmail: 'sam@example.com' },
  }),
  'GET /api/beaches/:identifier/community-photos': (f) => ({ params: { identifier: f.beach.slug } }),
  'POST /api/beaches/:identifier/community-photos-bulk': (f) => ({
    params: { identifier: f.beach.slug },
    body: { beachId: String(f.beach.id), caption_0: 'Morning walk' },
  }),
  'DELETE /api/community-photos/:id': (f) => ({ params: { id: String(f.ownPhotoId) } }),
  'POST /api/beaches/:identifier/dog-rule-reports': (f) => ({
    params: { identifier: f.beach.slug },
    body: dogRuleReportBody(),
    photoField: 'photo',
  }),
  'GET /api/beaches/:identifier/feedback': (f) => ({ params: { identifier: f.beach.slug } }),
  'POST /api/feedback': (f) => ({
    body: {
      feedbackType: 'issue',
      content: 'The café closes at 4 now.',
      isPublic: true,
      beachId: f.beach.id,
    },
  }),
  'PUT /api/feedback/:id': (f) => ({
    params: { id: String(f.ownFeedbackId) },
    body: { content: 'The café closes at 5 now.', feedbackType: 'comment', isPublic: false },
  }),
  'DELETE /api/feedback/:id': (f) => ({ params: { id: String(f.ownFeedbackId) } }),
  'POST /api/beaches/:identifier/reviews': (f) => ({
    params: { identifier: f.beach.slug },
    body: reviewBody(),
  }),
  'PUT /api/beaches/:identifier/reviews': (f) => ({
    params: { identifier: f.beach.slug },
    body: reviewBody(),
  }),
  'GET /api/my/feedback': () => ({}),
  'GET /api/my/photos': () => ({}),
  'GET /api/my/dog-rule-reports': () => ({}),
  'GET /api/my/reviews': () => ({}),
  'GET /api/my/favourites': () => ({}),
  'PUT /api/my/favourites/:identifier': (f) => ({
    params: { identifier: f.beach.slug },
    body: { notes: 'Park by the lifeboat station', remind: true },
  }),
  'DELETE /api/my/favourites/:identifier': (f) => ({ params: { identifier: f.beach.slug } }),
  'GET /api/push/config': () => ({}),
  'POST /api/my/push-subscriptions': () => ({
    body: {
      endpoint: 'https://push.example/send/abc123',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  }),
  'DELETE /api/my/push-subscriptions': () => ({ query: { endpoint: 'https://push.example/send/abc123' } }),
  'GET /reminders/unsubscribe': (f) => ({ query: { token: f.unsubscribeToken } }),
  'POST /reminders/unsubscribe': (f) => ({ query: { token: f.unsubscribeToken } }),
  'POST /api/reminders/unsubscribe': (f) => ({ query: { token: f.unsubscribeToken } }),
  'GET /api/my/calendar-feed': () => ({}),
  'POST /api/my/calendar-feed': () => ({}),
  'DELETE /api/my/calendar-feed': () => ({}),
  // A well-formed address nobody holds: the fuzz's hostile ones go round it.
  'GET /api/calendar/:token.ics': () => ({ params: { token: '0'.repeat(64) } }),
  'GET /api/beaches': () => ({
    query: {
      search: 'bay',
      location: BEACH_LOCATIONS[0],
      accessType: ACCESS_TYPES[0],
      beachType: BEACH_TYPES[0],
      hasParking: 'true',
      minRating: '3.5',
      sortBy: 'rating',
      page: '1',
      pageSize: '24',
    },
  }),
  'GET /api/beaches/:identifier': (f) => ({ params: { identifier: f.beach.slug } }),
  'GET /api/beaches/:identifier/reviews': (f) => ({ params: { identifier: f.beach.slug } }),
  'GET /api/beaches/:identifier/water-quality': (f) => ({ params: { identifier: f.waterQualitySlug } }),
  'GET /api/beaches/:identifier/parking': (f) => ({ params: { identifier: f.beach.slug } }),
  'GET /api/beaches/:identifier/eateries': (f) => ({ params: { identifier: f.beach.slug } }),
  'GET /api/beaches/:identifier/calendar.ics': (f) => ({ params: { identifier: f.beach.slug } }),
  'GET /api/stats': () => ({}),
  'GET /api/blog': () => ({}),
  'GET /api/blog/:slug': (f) => ({ params: { slug: f.blogSlug } }),
  'GET /api/water-quality': () => ({}),
  'GET /api/sync': () => ({}),
  'GET /api/water-quality/history': (f) => ({ query: { beachId: String(f.beach.id), days: '30' } }),
  'GET /api/tides': () => ({ query: tideQuery }),
  'GET /api/tides/station': () => ({ query: { lat: tideQuery.lat, lng: tideQuery.lng } }),
  'GET /api/tides/curve': () => ({ query: tideQuery }),
  'GET /api/config': () => ({}),
  'GET /api/contact/challenge': () => ({}),
  'POST /api/contact': () => ({
    body: {
      name: 'Sam Walker',
      email: 'sam@example.com',
      subject: 'Missing beach',
      message: 'Please add Lee Bay to the guide.',
      recaptchaToken: 'eyJub3QiOiJzb2x2ZWQifQ==',
    },
  }),
  'POST /api/events': () => ({
    body: {
      name: 'page_view',
      path: '/beaches',
      category: 'nav',
      label: 'list',
      value: 1,
      clientId: 'c-123',
      occurredAt: new Date().toISOString(),
    },
  }),
  'GET /api/admin/beaches': () => ({
    query: { search: 'bay', sort: 'location', order: 'desc', page: '1', pageSize: '50' },
  }),
  'GET /api/admin/beaches/:id': (f) => ({ params: { id: String(f.beach.id) } }),
  'POST /api/admin/beaches': () => ({ body: { ...buildAdminBeach() } }),
  'PUT /api/admin/beaches/:id': (f) => ({
    params: { id: String(f.adminBeachId) },
    body: { ...buildAdminBeach({ name: 'Fuzz Cove' }) },
  }),
  'DELETE /api/admin/beaches/:id': (f) => ({ params: { id: String(f.adminBeachId) } }),
  'POST /api/admin/upload-beach-photo': (f) => ({
    body: { beachId: String(f.adminBeachId) },
    photoField: 'photo',
  }),
  'POST /api/upload/beach-photo': () => ({ photoField: 'photo' }),
  ...MODERATION_SAMPLES,
  'GET /robots.txt': () => ({}),
  'GET /sitemap.xml': () => ({}),
};
