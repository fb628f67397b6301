/**
 * The photo upload form (spec §2, §5, §8): a beach, then up to 4 photos with optional captions,
 * sent through the outbox with a progress bar per photo; with no signal they are kept on the
 * phone and sent later. Refused files are named inline as well as in a toast, because the toast
 * shows only the latest message.
 */
import { Alert, Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { PickedBeach } from '../../data/writes/upload-photos.ts';
import { useUploadPhotos } from '../../data/writes/upload-photos.ts';
import { Glyph } from '../../ui/glyph.tsx';
import { notify } from '../../ui/toaster.tsx';
import { BeachPicker } from './beach-picker.tsx';
import { PhotoDropzone } from './photo-dropzone.tsx';
import { PhotoPreview } from './photo-preview.tsx';
import { checkPhotoSelection, MAX_PHOTOS, MISSING_INFORMATION, type PhotoProblem } from './photo-rules.ts';
import { UploadProgress } from './upload-progress.tsx';
import { UploadSuccess } from './upload-success.tsx';
import { useChosenPhotos } from './use-chosen-photos.ts';

export function UploadForm({ initialBeach }: { initialBeach: PickedBeach | null }) {
  const [beach, setBeach] = useState(initialBeach);
  const chosen = useChosenPhotos();
  const [problems, setProblems] = useState<PhotoProblem[]>([]);
  const [done, setDone] = useState<{ beach: PickedBeach; count: number; queued: number } | null>(null);
  const upload = useUploadPhotos();
  const busy = upload.isPending;

  const addFiles = (files: File[]) => {
    if (!files.length) return;
    const { accepted, problems: found } = checkPhotoSelection(chosen.photos.length, files);
    setProblems(found);
    for (const p of found) notify(p.title, p.description, 'destructive');
    chosen.add(accepted);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!beach || chosen.photos.length === 0) {
      setProblems([MISSING_INFORMATION]);
      notify(MISSING_INFORMATION.title, MISSING_INFORMATION.description, 'destructive');
      return;
    }
    setProblems([]);
    const photos = chosen.photos;
    upload
      .upload({ beach, files: photos.map((p) => p.file), captions: photos.map((p) => p.caption) })
      .then(({ sent, queued, keptBecause, refused }) => {
        if (refused.length > 0) {
          const found = refused.map((r) => ({ title: `${r.name} was not accepted`, description: r.message }));
          setProblems(found);
          notify('Upload failed', found.map((p) => `${p.title}: ${p.description}`).join(' '), 'destructive');
          // The refused ones stay chosen, to fix or remove; the others have gone.
          for (const p of photos) if (!refused.some((r) => r.name === p.file.name)) chosen.remove(p.id);
          return;
        }
        if (queued > 0) notify('Photos saved on your phone', `${keptBecause}.`);
        else
          notify(
            'Photos uploaded!',
            `${sent === 1 ? 'Your photo is' : `${sent} photos are`} now on ${beach.name}.`,
          );
        chosen.clear();
        setDone({ beach, count: sent, queued });
      })
      .catch((error: unknown) =>
        notify(
          'Not saved',
          error instanceof Error ? error.message : 'Your phone could not keep the photos. Please try again.',
          'destructive',
        ),
      );
  };

  if (done)
    return (
      <UploadSuccess
        beach={done.beach}
        count={done.count}
        queued={done.queued}
        onAnother={() => setDone(null)}
      />
    );

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Upload photos">
      <Stack gap="6">
        <BeachPicker value={beach} onChange={setBeach} />
        <Stack gap="3">
          <Flex justify="space-between" align="baseline">
            <Text fontWeight="semibold" color="gray.800">
              Photos
            </Text>
            <Text fontSize="sm" color="gray.600">
              {chosen.photos.length} of {MAX_PHOTOS} chosen
            </Text>
          </Flex>
          <PhotoDropzone remaining={MAX_PHOTOS - chosen.photos.length} disabled={busy} onFiles={addFiles} />
          {problems.length > 0 && (
            <Alert.Root status="error" variant="subtle" rounded="lg" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                {problems.map((p) => (
                  <Alert.Description key={p.description}>
                    <strong>{p.title}:</strong> {p.description}
                  </Alert.Description>
                ))}
              </Alert.Content>
            </Alert.Root>
          )}
          {chosen.photos.length > 0 && (
            <Stack as="ul" gap="3" m="0" p="0" aria-label="Chosen photos">
              {chosen.photos.map((photo, index) => (
                <PhotoPreview
                  key={photo.id}
                  photo={photo}
                  index={index}
                  disabled={busy}
                  onCaption={(caption) => chosen.caption(photo.id, caption)}
                  onRemove={() => chosen.remove(photo.id)}
                />
              ))}
            </Stack>
          )}
        </Stack>
        <Flex gap="3" p="3" rounded="lg" bg="sea.50" color="sea.900" fontSize="sm" align="start">
          <Glyph name="info" mt="0.5" />
          <Text>
            Your photos appear on the beach page straight away. Our team may hide any that break our
            guidelines, and we remove location data (GPS) from every photo before it is shown.
          </Text>
        </Flex>
        {upload.stage && (
          <UploadProgress
            stage={upload.stage}
            itemIds={upload.itemIds}
            names={chosen.photos.map((p) => p.file.name)}
          />
        )}
        <Box>
          <Button
            type="submit"
            colorPalette="sea"
            size="lg"
            w={{ base: 'full', sm: 'auto' }}
            minW="48"
            disabled={busy}
          >
            <Glyph name="upload" />
            {busy
              ? 'Uploading...'
              : chosen.photos.length > 1
                ? `Upload ${chosen.photos.length} Photos`
                : 'Upload Photo'}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
