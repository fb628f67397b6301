/** The beach and walk the Dog walks tab's tests use, and the API answer listing it. */
import { HttpResponse, http } from 'msw';
import type { WalkingRoute } from '../../../data/queries/get-routes.ts';
import { buildApiBeach } from '../../../testing/factories.ts';
import { server } from '../../../testing/server.ts';

export const beach = buildApiBeach({ id: 7, slug: 'croyde-beach', name: 'Croyde Bay' });

/** The walk the tests list: Sarah's, rated twice. */
export const ROUTE: WalkingRoute = {
  id: 31,
  beachId: 7,
  routeName: 'Baggy Point circular',
  description: 'Round the headland.',
  difficulty: 'moderate',
  estimatedDuration: 80,
  distanceKm: 4,
  startingPoint: 'NT car park',
  highlights: null,
  routeNotes: null,
  submittedBy: 'Sarah',
  averageRating: 4.5,
  totalRatings: 2,
  isApproved: true,
  createdAt: '2026-06-01T09:00:00.000Z',
};

export const serveRoutes = () =>
  server.use(http.get('/api/beaches/7/routes', () => HttpResponse.json([ROUTE])));
