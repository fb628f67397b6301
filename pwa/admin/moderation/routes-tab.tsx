/**
 * Walking routes (issue #13): the submissions the route dialog promises "we check", pending
 * first, each readable in full with visible Approve and Delete (the spec's handlers had no trigger).
 */
import { Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../data/http/api-client.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ADMIN_FAILURE, ADMIN_SUCCESS, adminFailure, adminSuccess } from '../ui/admin-toasts.ts';
import { useFilteredAdminPage } from './admin-paged.ts';
import { FilterSelect } from './filter-select.tsx';
import { PagedList } from './paged-list.tsx';
import { type AdminRoute, RouteCard } from './route-card.tsx';
import { TabHeader } from './tab-header.tsx';

const PAGE_SIZE = 25;
type Status = 'pending' | 'approved' | 'all';
const STATUSES = [
  ['all', 'All routes'],
  ['pending', 'Pending review'],
  ['approved', 'Approved'],
] as const;

export default function RoutesTab() {
  const [toDelete, setToDelete] = useState<AdminRoute | null>(null);
  const queryClient = useQueryClient();
  const {
    query: routes,
    filters,
    setFilter,
    setPage,
  } = useFilteredAdminPage<AdminRoute, { status: Status }>(
    'routes',
    '/api/admin/routes',
    { status: 'all' },
    PAGE_SIZE,
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const approve = useMutation({
    mutationFn: (route: AdminRoute) => apiRequest<AdminRoute>('PUT', `/api/admin/routes/${route.id}/approve`),
    onSuccess: () => {
      adminSuccess(ADMIN_SUCCESS.routeApproved);
      return refresh();
    },
    onError: (error) => adminFailure(ADMIN_FAILURE.approveRoute, error),
  });
  const remove = useMutation({
    mutationFn: (route: AdminRoute) => apiRequest('DELETE', `/api/admin/routes/${route.id}`),
    onSuccess: () => {
      setToDelete(null);
      adminSuccess(ADMIN_SUCCESS.routeDeleted);
      return refresh();
    },
    onError: (error) => adminFailure('Failed to delete route', error),
  });

  return (
    <Stack gap="4">
      <TabHeader
        title="Walking Routes"
        description="Submitted walks, pending first. A route appears on its beach page once approved."
      >
        <FilterSelect
          label="Show routes"
          value={filters.status}
          options={STATUSES}
          onChange={(next) => setFilter('status', next)}
        />
      </TabHeader>
      <PagedList
        query={routes}
        label="Walking routes"
        what="walking routes"
        empty="No walking routes here."
        onPage={setPage}
        renderItem={(route) => (
          <RouteCard
            key={route.id}
            route={route}
            busy={approve.isPending && approve.variables?.id === route.id}
            onApprove={() => approve.mutate(route)}
            onDelete={() => setToDelete(route)}
          />
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Walking Route"
        body={
          toDelete ? `Delete "${toDelete.routeName}" at ${toDelete.beachName}? This cannot be undone.` : ''
        }
        confirmLabel="Delete Route"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
