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
  /** "Sam W.": the server never sends a contributor's surname or id. */
  authorName: string;
  /** True when the signed-in user wrote it. */
  isOwn?: boolean;
}

export const communityPhotosQuery = (beachId: number) =>
  queryOptions({
    queryKey: ['beaches', beachId, 'community-photos'],
    queryFn: async () =>
      (await apiGetOrNull<CommunityPhoto[]>(`/api/beaches/${beachId}/community-photos`)) ?? [],
    ...QUERY_TIMINGS.community,
  });

export const useCommunityPhotos = (beachId: number) => useQuery(communityPhotosQuery(beachId));
