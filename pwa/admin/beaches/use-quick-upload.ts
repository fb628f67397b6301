/**
 * Photo Admin's quick upload for one beach (spec §4/§5): a file is chosen (checked: an image,
 * under 5 MB, with the spec's messages), can be cleared, is uploaded, and on success the beach's
 * new banner replaces the old one in every admin list at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BEACH_PHOTO_LIMITS } from '../../../domain/admin/admin-beach.ts';
import type { AdminBeachRow } from '../../../domain/admin/admin-beach-list.ts';
import { notify } from '../../ui/toaster.tsx';
import { BEACHES_LIST } from '../api/admin-lists.ts';
import { adminQueryKeys } from '../api/admin-query-keys.ts';
import type { Paged } from '../api/get-admin-page.ts';
import { uploadBeachBanner } from '../api/upload-beach-banner.ts';
import { ADMIN_FAILURE, ADMIN_SUCCESS, adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { photoProblem } from './photo-file-check.ts';

/** Spec §5, the quick upload's messages (title, description). */
const QUICK_UPLOAD_MESSAGES = {
  type: ['Invalid file type', 'Please select an image file (JPG, PNG, etc.)'],
  size: ['File too large', 'Please select an image smaller than 5MB'],
} as const;

export function useQuickUpload(beachId: number) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const upload = useMutation({
    mutationFn: (photo: File) => uploadBeachBanner(beachId, photo),
    onSuccess: ({ imageUrl }) => {
      adminSuccess(ADMIN_SUCCESS.photoUploaded);
      queryClient.setQueriesData<Paged<AdminBeachRow>>(
        { queryKey: adminQueryKeys.list(BEACHES_LIST.resource) },
        (page) =>
          page && { ...page, items: page.items.map((b) => (b.id === beachId ? { ...b, imageUrl } : b)) },
      );
      setFile(null);
    },
    onError: (error) => adminFailure(ADMIN_FAILURE.upload, error),
  });

  const choose = (chosen: File) => {
    const problem = photoProblem(chosen, BEACH_PHOTO_LIMITS.quickUploadBytes);
    if (problem) {
      const [title, description] = QUICK_UPLOAD_MESSAGES[problem];
      return notify(title, description, 'destructive');
    }
    upload.reset();
    setFile(chosen);
  };

  return {
    file,
    preview,
    choose,
    clear: () => setFile(null),
    send: () => file && upload.mutate(file),
    uploading: upload.isPending,
  };
}
