/** Audit log (issue #13): every admin write, newest first — who, what, when and each field before → after. */
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useAdminPage } from '../moderation/admin-paged.ts';
import { FilterSelect } from '../moderation/filter-select.tsx';
import { PagedList } from '../moderation/paged-list.tsx';
import { TabHeader } from '../moderation/tab-header.tsx';
import { type AuditEntry, AuditEntryRow, humanise } from './audit-entry.tsx';

const PAGE_SIZE = 25;
/** The records admin writes touch (api/services/admin-*.ts). */
const ENTITIES = ['beach', 'beach_photo', 'review', 'walking_route', 'community_photo', 'contact_message'];
const ENTITY_OPTIONS = [['', 'Everything'], ...ENTITIES.map((e) => [e, `${humanise(e)}s`] as const)] as const;

export default function AuditLogTab() {
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(1);
  const log = useAdminPage<AuditEntry>('audit-log', '/api/admin/audit-log', {
    entity,
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <Stack gap="4">
      <TabHeader
        title="Audit Log"
        description="Every change made in the admin area, newest first. Times are UK time."
      >
        <FilterSelect
          label="Show changes to"
          value={entity}
          options={ENTITY_OPTIONS}
          onChange={(next) => {
            setEntity(next);
            setPage(1);
          }}
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
