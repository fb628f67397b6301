/**
 * Walking routes (issue #13): the submissions the route dialog promises "we check", pending
 * first, each readable in full with visible Approve and Delete (the spec's handlers had no trigger).
 */
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ROUTES_LIST } from '../api/admin-lists.ts';
import { useApproveRoute } from '../api/approve-route.ts';
import { useDeleteRoute } from '../api/delete-route.ts';
import { useFilteredAdminPage } from '../api/get-admin-page.ts';
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
  const {
    query: routes,
    filters,
    setFilter,
    setPage,
  } = useFilteredAdminPage(ROUTES_LIST, { status: 'all' as Status }, PAGE_SIZE);
  const approve = useApproveRoute();
  const remove = useDeleteRoute(() => setToDelete(null));

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
