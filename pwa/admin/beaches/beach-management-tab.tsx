/**
 * Beach Management (spec §2, issue #13): search by name or location, the paged list, Edit and
 * Add Beach (one dialog), View, and Delete behind the spec's confirmation.
 */
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminBeachRow } from '../../../domain/admin/admin-beach-list.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SearchBox } from '../../ui/search-box.tsx';
import { BEACHES_LIST } from '../api/admin-lists.ts';
import { useDeleteBeach } from '../api/delete-beach.ts';
import { useAdminPage } from '../api/get-admin-page.ts';
import { ListPager } from '../moderation/list-pager.tsx';
import { QueryStates } from '../moderation/query-states.tsx';
import { BeachEditorDialog, type EditorTarget } from './beach-editor-dialog.tsx';
import { BeachRows } from './beach-rows.tsx';

const PAGE_SIZE = 25;

export default function BeachManagementTab() {
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminBeachRow | null>(null);
  const list = useAdminPage(BEACHES_LIST, { search, page, pageSize: PAGE_SIZE });
  const remove = useDeleteBeach(() => setDeleting(null));

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg">
          Beach Management
        </Heading>
        <Button colorPalette="sea" size="sm" onClick={() => setEditing({ mode: 'add' })}>
          Add Beach
        </Button>
      </Flex>
      <SearchBox
        label="Search beaches by name or location"
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      <QueryStates
        query={list}
        what="beaches"
        isEmpty={(data) => data.items.length === 0}
        empty={search ? `No beach matches “${search}”.` : 'No beaches yet.'}
      >
        {(data) => (
          <>
            <BeachRows
              beaches={data.items}
              onEdit={(beach) => setEditing({ mode: 'edit', id: beach.id, name: beach.name })}
              onDelete={setDeleting}
            />
            <ListPager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              noun="beaches"
              onPage={setPage}
            />
          </>
        )}
      </QueryStates>
      <BeachEditorDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Beach"
        body={`Are you sure you want to delete ${deleting?.name ?? 'this beach'}? This cannot be undone: all related reviews and photos will also be deleted.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
