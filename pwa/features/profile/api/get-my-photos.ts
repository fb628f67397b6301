/** GET /api/my/photos — the signed-in user's community photos, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityPhoto } from '../../../../domain/community-photo-schema.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type MyPhoto = CommunityPhoto;

export const MY_PHOTOS_KEY = queryKeys.my.photos;

export const myPhotosQuery = () =>
  queryOptions({
    queryKey: MY_PHOTOS_KEY,
    queryFn: () => apiGet<MyPhoto[]>('/api/my/photos'),
    ...QUERY_TIMINGS.community,
  });

export const useMyPhotos = (enabled: boolean) => useQuery({ ...myPhotosQuery(), enabled });
