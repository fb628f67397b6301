/** GET /api/beaches/{id}/community-photos — visitors' photos; a 404 means none yet (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetOrNull } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';

export interface CommunityPhoto {
  id: number;
  beachId: number;
  photoUrl: string;
  caption: string | null;
  createdAt: string;
  user?: { firstName: string | null; lastName: string | null } | null;
}

export const communityPhotosQuery = (beachId: number) =>
  queryOptions({
    queryKey: ['beaches', beachId, 'community-photos'],
    queryFn: async () =>
      (await apiGetOrNull<CommunityPhoto[]>(`/api/beaches/${beachId}/community-photos`)) ?? [],
    ...QUERY_TIMINGS.community,
  });

export const useCommunityPhotos = (beachId: number) => useQuery(communityPhotosQuery(beachId));
