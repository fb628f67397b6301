/**
 * POST /api/beaches/{id}/community-photos-bulk (spec §7): multipart fields photos,
 * caption_{index} and beachId. Sent with XMLHttpRequest rather than fetch because only XHR
 * reports upload progress, which the page shows as a bar.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoUploadAnswer } from '../../../../domain/community-photo-schema.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { askToKeepData } from '../../../offline/keep-data.ts';

export interface PhotoUpload {
  beachId: number;
  files: File[];
  captions: string[];
}

/** What the server answers; an empty or unreadable 2xx body still counts as sent. */
export type UploadAnswer = Partial<PhotoUploadAnswer>;

export function uploadPhotos(
  { beachId, files, captions }: PhotoUpload,
  onProgress: (fraction: number) => void,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<UploadAnswer> {
  const body = new FormData();
  files.forEach((file, index) => {
    body.append('photos', file, file.name);
    const caption = captions[index]?.trim();
    if (caption) body.append(`caption_${index}`, caption);
  });
  body.append('beachId', String(beachId));

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/beaches/${beachId}/community-photos-bulk`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(xhr.responseText ? (JSON.parse(xhr.responseText) as UploadAnswer) : {});
        } catch {
          resolve({});
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    xhr.send(body);
  });
}

export function useUploadPhotos(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: PhotoUpload) => uploadPhotos(upload, onProgress),
    onSuccess: (_answer, { beachId }) => {
      void askToKeepData();
      void queryClient.invalidateQueries({ queryKey: queryKeys.my.photos });
      void queryClient.invalidateQueries({ queryKey: queryKeys.beaches.photos(beachId) });
    },
  });
}
