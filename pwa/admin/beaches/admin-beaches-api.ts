/**
 * Beach Management's and Photo Admin's calls (issue #13's contract): the full beach for the
 * editor, create, update, delete, and the two photo uploads (the editor's ≤ 10 MB, which only
 * stores the file, and the quick upload's ≤ 5 MB, which also sets the beach's banner).
 */
import type { AdminBeachInput } from '../../../domain/admin/admin-beach.ts';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { apiGet, apiRequest } from '../../data/http/api-client.ts';

export type { AdminBeachRow } from '../../../domain/admin/admin-beach-list.ts';

export const BEACHES_LIST = 'beaches';
export const BEACHES_PATH = '/api/admin/beaches';

export const fetchAdminBeach = (id: number) => apiGet<Beach>(`${BEACHES_PATH}/${id}`);

export const createBeach = (body: AdminBeachInput) => apiRequest<Beach>('POST', BEACHES_PATH, body);

export const updateBeach = (id: number, body: AdminBeachInput) =>
  apiRequest<Beach>('PUT', `${BEACHES_PATH}/${id}`, body);

export const deleteBeach = (id: number) =>
  apiRequest<{ deleted: { reviews: number; photos: number } }>('DELETE', `${BEACHES_PATH}/${id}`);

const multipart = <T>(path: string, fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return apiRequest<T>('POST', path, undefined, { body });
};

/** The edit dialog's photo: stored through the photo pipeline; the form keeps its address. */
export const uploadEditorPhoto = (photo: File) =>
  multipart<{ imageUrl: string; url: string }>('/api/upload/beach-photo', { photo });

/** Photo Admin's quick upload: the beach's banner is replaced at once. */
export const uploadBeachBanner = (beachId: number, photo: File) =>
  multipart<{ imageUrl: string; originalName?: string; beach: { id: number; imageUrl: string } }>(
    '/api/admin/upload-beach-photo',
    { photo, beachId: String(beachId) },
  );
