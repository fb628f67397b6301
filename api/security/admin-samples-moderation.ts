/** Valid requests for the admin's moderation routes (see sample-requests.ts), on their own fixtures. */
import type { Fixtures, SampleRequest } from './sample-requests.ts';

const id = (value: number) => ({ params: { id: String(value) } });

export const MODERATION_SAMPLES: Record<string, (f: Fixtures) => SampleRequest> = {
  'GET /api/admin/reviews': (f) => ({ query: { page: '1', pageSize: '10', beachId: String(f.beach.id) } }),
  'DELETE /api/admin/reviews/:id': (f) => id(f.moderation.reviewId),
  'GET /api/admin/routes': () => ({ query: { status: 'pending', page: '1', pageSize: '10' } }),
  'PUT /api/admin/routes/:id/approve': (f) => id(f.moderation.pendingRouteId),
  'DELETE /api/admin/routes/:id': (f) => id(f.moderation.pendingRouteId),
  'GET /api/admin/community-photos': (f) => ({
    query: { visibility: 'all', beachId: String(f.beach.id), page: '1', pageSize: '10' },
  }),
  'PUT /api/admin/community-photos/:id/hide': (f) => id(f.moderation.photoId),
  'PUT /api/admin/community-photos/:id/unhide': (f) => id(f.moderation.photoId),
  'DELETE /api/admin/community-photos/:id': (f) => id(f.moderation.photoId),
  'GET /api/admin/feedback': (f) => ({
    query: { type: 'issue', visibility: 'private', beachId: String(f.beach.id), page: '1', pageSize: '10' },
  }),
  'GET /api/admin/contact-messages': () => ({ query: { status: 'unread', page: '1', pageSize: '10' } }),
  'PUT /api/admin/contact-messages/:id/read': (f) => id(f.moderation.contactMessageId),
  'PUT /api/admin/contact-messages/:id/unread': (f) => id(f.moderation.contactMessageId),
  'GET /api/admin/analytics': () => ({ query: { days: '30' } }),
  'GET /api/admin/audit-log': () => ({ query: { entity: 'beach', page: '1', pageSize: '10' } }),
  'GET /api/admin/jobs': () => ({}),
  'POST /api/admin/jobs/retention/run': () => ({}),
};
