/** GET /api/my/photos — the signed-in user's community photos, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityPhoto } from '../../../domain/community/community-photo-schema.ts';
import { readOwnList } from './own-list-query.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export type MyPhoto = CommunityPhoto;

export const MY_PHOTOS_KEY = queryKeys.my.photos;

export const myPhotosQuery = () =>
  queryOptions({
    queryKey: MY_PHOTOS_KEY,
    queryFn: ({ client }) => readOwnList<MyPhoto[]>(client, 'photos', '/api/my/photos'),
    ...QUERY_TIMINGS.community,
  });

export const useMyPhotos = (enabled: boolean) => useQuery({ ...myPhotosQuery(), enabled });
