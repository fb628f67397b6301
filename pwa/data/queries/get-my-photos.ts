/** GET /api/my/photos — the signed-in user's community photos, newest first. */
import { useQuery } from '@tanstack/react-query';
import type { CommunityPhoto } from '../../../domain/community/community-photo-schema.ts';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type MyPhoto = CommunityPhoto;

export const MY_PHOTOS_KEY = queryKeys.my.photos;

/** Kept under the user's id, so with no signal the profile still shows them and the outbox can delete one. */
const myPhotosQuery = () =>
  defineQuery({
    key: MY_PHOTOS_KEY,
    policy: 'keep-a-copy',
    mirror: { ownList: 'photos' },
    remote: () => apiGet('/api/my/photos', publicSchema('communityPhotos')),
    ...QUERY_TIMINGS.community,
  });

export const useMyPhotos = (enabled: boolean) => useQuery({ ...myPhotosQuery(), enabled });
