/** Audit log (issue #13): every admin write, newest first — who, what, when and each field before → after. */
import { Stack } from '@chakra-ui/react';
import { AUDIT_LOG_LIST } from '../api/admin-lists.ts';
import { useFilteredAdminPage } from '../api/get-admin-page.ts';
import { FilterSelect } from '../moderation/filter-select.tsx';
import { PagedList } from '../moderation/paged-list.tsx';
import { TabHeader } from '../moderation/tab-header.tsx';
import { AuditEntryRow } from './audit-entry.tsx';

const PAGE_SIZE = 25;
/**
 * The records the log holds (admin writes in api/services/, the retention job in api/jobs/), each
 * with its plural written out: adding "s" to a name gave "Beachs".
 */
const ENTITY_PLURALS: Record<string, string> = {
  beach: 'Beaches',
  beach_photo: 'Beach photos',
  review: 'Reviews',
  walking_route: 'Walking routes',
  community_photo: 'Community photos',
  contact_message: 'Contact messages',
  dog_rule_report: 'Dog rule reports',
  job: 'Scheduled jobs',
};
const ENTITY_OPTIONS = [['', 'Everything'], ...Object.entries(ENTITY_PLURALS)] as const;

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
