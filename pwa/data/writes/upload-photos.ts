/**
 * POST /api/beaches/{id}/community-photos-bulk (spec §7) through the outbox: each photo is its own
 * outbox item (multipart fields photos, caption_0 and beachId), so on a weak signal one photo that
 * arrived is never sent again because another failed, and each has its own progress bar. The
 * photos are downscaled on the phone first (pwa/data/outbox/downscale-image.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { AuthUser } from '../../../domain/accounts/auth.ts';
import { photoForOutbox } from '../outbox/downscale-image.ts';
import { loadOutbox, savedOnPhone, type WriteOutcome } from '../outbox/outbox.ts';
import { queryKeys } from '../queries/query-keys.ts';

/** The beach the photos are for, as the upload page's picker names it. */
export interface PickedBeach {
  id: number;
  name: string;
  location?: string;
  slug?: string;
}

export interface PhotoUpload {
  beach: PickedBeach;
  files: File[];
  captions: string[];
}

/** Where a photo of the upload is: being made smaller, kept on the phone, sent. */
export type UploadStage = 'preparing' | 'sending';

/** An upload may take a while on one bar of signal; the form waits this long before it says "saved on your phone". */
const UPLOAD_WAIT_MS = 120_000;

export interface UploadOutcome {
  sent: number;
  queued: number;
  /** Why the queued ones stay on the phone, in the words a form shows (null: none did). */
  keptBecause: string | null;
  refused: { name: string; message: string }[];
}

export function useUploadPhotos() {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<UploadStage | null>(null);
  /** The outbox item of each chosen photo, in order, once they are kept. */
  const [itemIds, setItemIds] = useState<string[]>([]);

  const upload = useCallback(
    async ({ beach, files, captions }: PhotoUpload): Promise<UploadOutcome> => {
      setStage('preparing');
      setItemIds([]);
      try {
        const [outbox, ...prepared] = await Promise.all([
          loadOutbox(queryClient),
          ...files.map((file) => photoForOutbox(file)),
        ]);
        const user = queryClient.getQueryData<AuthUser | null>(queryKeys.auth.user);
        const writes = prepared.map((photo, index) => {
          const caption = captions[index]?.trim();
          return {
            kind: 'photo' as const,
            label:
              files.length > 1
                ? `Photo ${index + 1} of ${files.length} for ${beach.name}`
                : `Photo for ${beach.name}`,
            beachId: beach.id,
            summary: caption || files[index].name,
            method: 'POST' as const,
            url: `/api/beaches/${beach.id}/community-photos-bulk`,
            body: { beachId: beach.id, ...(caption ? { caption_0: caption } : {}) },
            files: [photo],
            userId: user?.id ?? null,
          };
        });
        setStage('sending');
        const outcomes: WriteOutcome[] = await outbox.submitWrites(writes, {
          timeoutMs: UPLOAD_WAIT_MS,
          onQueued: (items) => setItemIds(items.map((item) => item.id)),
        });
        const kept = outcomes.flatMap((o) => (o.status === 'queued' ? [o.item] : []));
        return {
          sent: outcomes.filter((o) => o.status === 'sent').length,
          queued: kept.length,
          keptBecause: kept.length > 0 ? savedOnPhone(kept[0]) : null,
          refused: outcomes.flatMap((o, index) =>
            o.status === 'refused' ? [{ name: files[index].name, message: o.message }] : [],
          ),
        };
      } finally {
        setStage(null);
      }
    },
    [queryClient],
  );
  return { upload, stage, itemIds, isPending: stage !== null };
}
