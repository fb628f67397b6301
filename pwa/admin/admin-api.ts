/**
 * The admin session's calls and the query keys of the shell (issue #13). Every admin query key
 * starts with 'admin', so signing out drops them all at once; the lists' keys and paged reading
 * are in moderation/admin-paged.ts. Online only: nothing here reads the phone's mirror.
 */
import type { AdminProfile } from '../../domain/admin/admin-auth.ts';
import { apiGet, apiRequest } from '../data/http/api-client.ts';

export const adminQueryKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  stats: ['admin', 'stats'] as const,
  /** One beach as the editor starts from it. */
  beach: (id: number) => ['admin', 'beach', id] as const,
};

export const fetchAdminMe = () => apiGet<AdminProfile>('/api/admin/me');

export const adminLogin = (body: { username: string; password: string }) =>
  apiRequest<{ admin: AdminProfile }>('POST', '/api/admin/login', body);

export const adminLogout = () => apiRequest<unknown>('POST', '/api/admin/logout');

/** GET /api/stats (the public figures the stat cards show). */
export interface SiteStats {
  totalBeaches: number;
  yearRoundBeaches: number;
  totalReviews: number;
  averageRating: number | null;
}
export const fetchSiteStats = () => apiGet<SiteStats>('/api/stats');
