/** GET /api/my/photos — the signed-in user's community photos, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';

export interface MyPhoto {
  id: number;
  beachId: number;
  beachName?: string | null;
  photoUrl: string;
  /** Responsive widths as srcset strings, WebP first with JPEG for the rest (empty when none). */
  srcSet?: { webp: string; jpeg: string } | null;
  caption: string | null;
  isApproved?: boolean;
  createdAt: string;
}

export const MY_PHOTOS_KEY = ['my', 'photos'] as const;

export const myPhotosQuery = () =>
  queryOptions({
    queryKey: MY_PHOTOS_KEY,
    queryFn: () => apiGet<MyPhoto[]>('/api/my/photos'),
    ...QUERY_TIMINGS.community,
  });

export const useMyPhotos = (enabled: boolean) => useQuery({ ...myPhotosQuery(), enabled });
