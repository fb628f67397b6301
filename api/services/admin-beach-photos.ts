/**
 * The admin's beach photos (issue #13 item 4): a photo goes through the community photo
 * pipeline (photo-pipeline.ts: type by bytes, re-encoded, no EXIF/GPS, responsive widths) and is
 * stored as a folder of variants under beaches/. The quick upload makes it the beach's banner
 * (imageUrl, the 1200 px JPEG, as a community photo's photoUrl) and keeps a beach_photos row for
 * its files; the edit dialog's upload only answers the URL, which the dialog then saves.
 */
import { randomUUID } from 'node:crypto';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import { type AuditedActor, auditedWrite } from './admin-audit.ts';
import { lockLiveBeach } from './admin-beaches.ts';
import { defaultImageUrl } from './community-photos.ts';
import type { PhotoVariant } from './image-processing.ts';
import { writeVariants } from './staged-photo-rows.ts';

export interface StoredBeachPhoto {
  folder: string;
  imageUrl: string;
  variants: Awaited<ReturnType<typeof writeVariants>>;
}

/** Writes and publishes the variants in a fresh folder (never reused, so a URL never changes bytes). */
export async function storeBeachPhoto(
  storage: PhotoStorage,
  variants: PhotoVariant[],
): Promise<StoredBeachPhoto> {
  const folder = `beaches/${randomUUID()}/`;
  try {
    const stored = await writeVariants(storage, folder, variants);
    await storage.publish(folder);
    return { folder, imageUrl: defaultImageUrl(stored), variants: stored };
  } catch (error) {
    await storage.deletePrefix(folder).catch(() => undefined);
    throw error;
  }
}

/** An uploaded photo, recorded in the audit log, for the edit dialog to save as a beach's imageUrl. */
export async function uploadEditorPhoto(actor: AuditedActor, photo: StoredBeachPhoto, originalName: string) {
  await auditedWrite(actor, async () => ({
    result: undefined,
    audit: {
      action: 'upload-photo',
      entity: 'beach_photo',
      entityId: null,
      summary: `Uploaded ${originalName} for a beach's edit form`,
      after: { imageUrl: photo.imageUrl },
    },
  }));
  return { imageUrl: photo.imageUrl, url: photo.imageUrl };
}

/** Makes a stored photo the beach's banner; if that fails the files go too. */
export async function setBeachPhoto(
  actor: AuditedActor,
  beachId: number,
  photo: StoredBeachPhoto,
  originalName: string,
  storage: PhotoStorage,
) {
  try {
    return await auditedWrite(actor, async (trx) => {
      const beach = await lockLiveBeach(trx, beachId);
      await trx('beach_photos').insert({
        beachId,
        photoUrl: photo.imageUrl,
        storageKey: photo.folder,
        variants: JSON.stringify(photo.variants),
      });
      await trx('beaches').where({ id: beachId }).update({ imageUrl: photo.imageUrl });
      return {
        result: { imageUrl: photo.imageUrl, originalName, beach: { id: beachId, imageUrl: photo.imageUrl } },
        audit: {
          action: 'upload-photo',
          entity: 'beach',
          entityId: beachId,
          summary: `New photo for ${beach.name} (${originalName})`,
          before: { imageUrl: beach.imageUrl },
          after: { imageUrl: photo.imageUrl },
        },
      };
    });
  } catch (error) {
    await storage.deletePrefix(photo.folder).catch(() => undefined);
    throw error;
  }
}
