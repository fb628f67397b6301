/** Audit log (issue #13): every admin write, newest first — who, what, when and each field before → after. */
import { Stack } from '@chakra-ui/react';
import { AUDIT_LOG_LIST } from '../api/admin-lists.ts';
import { useFilteredAdminPage } from '../api/get-admin-page.ts';
import { FilterSelect } from '../moderation/filter-select.tsx';
import { PagedList } from '../moderation/paged-list.tsx';
import { TabHeader } from '../moderation/tab-header.tsx';
import { AuditEntryRow, humanise } from './audit-entry.tsx';

const PAGE_SIZE = 25;
/** The records admin writes touch (api/services/admin-*.ts). */
const ENTITIES = ['beach', 'beach_photo', 'review', 'walking_route', 'community_photo', 'contact_message'];
const ENTITY_OPTIONS = [['', 'Everything'], ...ENTITIES.map((e) => [e, `${humanise(e)}s`] as const)] as const;

export default function AuditLogTab() {
  const {
    query: log,
    filters,
    setFilter,
    setPage,
  } = useFilteredAdminPage(AUDIT_LOG_LIST, { entity: '' }, PAGE_SIZE);

  return (
    <Stack gap="4">
      <TabHeader
        title="Audit Log"
        description="Every change made in the admin area, newest first. Times are UK time."
      >
        <FilterSelect
          label="Show changes to"
          value={filters.entity}
          options={ENTITY_OPTIONS}
          onChange={(next) => setFilter('entity', next)}
        />
      </TabHeader>
      <PagedList
        query={log}
        label="Admin changes"
        what="changes"
        empty="No admin changes recorded yet."
        onPage={setPage}
        renderItem={(entry) => <AuditEntryRow key={entry.id} entry={entry} />}
      />
    </Stack>
  );
}
