/** GET /api/beaches/{id}/community-photos — visitors' photos; a 404 means none yet (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityPhoto } from '../../../domain/community/community-photo-schema.ts';
import { apiGetOrNull } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { networkKeepingCopy } from './read-through.ts';

export type { CommunityPhoto };

export const communityPhotosQuery = (beachId: number) =>
  queryOptions({
    queryKey: queryKeys.beaches.photos(beachId),
    queryFn: () =>
      networkKeepingCopy(
        beachId,
        'community-photos',
        async () => (await apiGetOrNull<CommunityPhoto[]>(`/api/beaches/${beachId}/community-photos`)) ?? [],
      ),
    ...QUERY_TIMINGS.community,
  });

export const useCommunityPhotos = (beachId: number) => useQuery(communityPhotosQuery(beachId));
