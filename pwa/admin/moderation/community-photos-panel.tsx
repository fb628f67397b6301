/** Community photos for moderation: all, visible or hidden, by beach; Hide/Unhide and Delete (asked first). */
import { HStack, Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../data/http/api-client.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { useFilteredAdminPage } from './admin-paged.ts';
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
  const queryClient = useQueryClient();
  const {
    query: photos,
    filters,
    setFilter,
    setPage,
  } = useFilteredAdminPage<AdminCommunityPhoto, { visibility: Visibility; beachId: string }>(
    'community-photos',
    '/api/admin/community-photos',
    { visibility: 'all', beachId: '' },
    PAGE_SIZE,
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const toggle = useMutation({
    mutationFn: (photo: AdminCommunityPhoto) =>
      apiRequest<AdminCommunityPhoto>(
        'PUT',
        `/api/admin/community-photos/${photo.id}/${photo.isApproved ? 'hide' : 'unhide'}`,
      ),
    onSuccess: (photo) => {
      adminSuccess(photo.isApproved ? 'Photo is visible again' : 'Photo hidden from the public');
      return refresh();
    },
    onError: (error) => adminFailure('Failed to update photo', error),
  });
  const remove = useMutation({
    mutationFn: (photo: AdminCommunityPhoto) =>
      apiRequest('DELETE', `/api/admin/community-photos/${photo.id}`),
    onSuccess: () => {
      setToDelete(null);
      adminSuccess('Photo deleted successfully');
      return refresh();
    },
    onError: (error) => adminFailure('Failed to delete photo', error),
  });

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
