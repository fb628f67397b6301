/** GET /api/beaches/{id}/community-photos — visitors' photos; a 404 means none yet (spec §7). */
import { useQuery } from '@tanstack/react-query';
import type { CommunityPhoto } from '../../../domain/community/community-photo-schema.ts';
import { apiGetOrNull, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type { CommunityPhoto };

const communityPhotosQuery = (beachId: number) =>
  defineQuery({
    key: queryKeys.beaches.photos(beachId),
    policy: 'keep-a-copy',
    mirror: { beachId, kind: 'community-photos' },
    remote: async () =>
      (await apiGetOrNull(`/api/beaches/${beachId}/community-photos`, publicSchema('communityPhotos'))) ?? [],
    ...QUERY_TIMINGS.community,
  });

export const useCommunityPhotos = (beachId: number) => useQuery(communityPhotosQuery(beachId));
