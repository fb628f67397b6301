/** Community photos for moderation: all, visible or hidden, by beach; Hide/Unhide and Delete (asked first). */
import { HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { PHOTOS_LIST } from '../api/admin-lists.ts';
import { useDeleteCommunityPhoto } from '../api/delete-community-photo.ts';
import { useFilteredAdminPage } from '../api/get-admin-page.ts';
import { useTogglePhotoVisible } from '../api/set-photo-visible.ts';
import { BeachFilterSelect } from './beach-filter-select.tsx';
import { FilterSelect } from './filter-select.tsx';
import { PagedList } from './paged-list.tsx';
import { type AdminCommunityPhoto, PhotoCard } from './photo-card.tsx';

const PAGE_SIZE = 24;
const VISIBILITY = [
  ['all', 'All photos'],
  ['visible', 'Visible'],
  ['hidden', 'Hidden'],
] as const;
type Visibility = (typeof VISIBILITY)[number][0];

export function CommunityPhotosPanel() {
  const [toDelete, setToDelete] = useState<AdminCommunityPhoto | null>(null);
  const {
    query: photos,
    filters,
    setFilter,
    setPage,
  } = useFilteredAdminPage(PHOTOS_LIST, { visibility: 'all' as Visibility, beachId: '' }, PAGE_SIZE);
  const toggle = useTogglePhotoVisible();
  const remove = useDeleteCommunityPhoto(() => setToDelete(null));

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <FilterSelect
          label="Show photos"
          value={filters.visibility}
          options={VISIBILITY}
          onChange={(v) => setFilter('visibility', v)}
        />
        <BeachFilterSelect value={filters.beachId} onChange={(id) => setFilter('beachId', id)} />
      </HStack>
      <PagedList
        query={photos}
        label="Community photos"
        what="community photos"
        empty="No community photos here."
        onPage={setPage}
        grid
        renderItem={(photo) => (
          <PhotoCard
            key={photo.id}
            photo={photo}
            busy={toggle.isPending && toggle.variables?.id === photo.id}
            onToggle={() => toggle.mutate(photo)}
            onDelete={() => setToDelete(photo)}
          />
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Photo"
        body={
          toDelete
            ? `Delete this photo of ${toDelete.beachName} by ${toDelete.uploaderName}? This cannot be undone.`
            : ''
        }
        confirmLabel="Delete Photo"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
