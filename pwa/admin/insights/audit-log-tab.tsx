/** Audit log (issue #13): every admin write, newest first — who, what, when and each field before → after. */
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAdminPage } from '../moderation/admin-paged.ts';
import { FilterSelect } from '../moderation/filter-select.tsx';
import { ListPager } from '../moderation/list-pager.tsx';
import { QueryStates } from '../moderation/query-states.tsx';
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
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            Audit Log
          </Heading>
          <Text color="gray.700">Every change made in the admin area, newest first. Times are UK time.</Text>
        </Stack>
        <FilterSelect
          label="Show changes to"
          value={entity}
          options={ENTITY_OPTIONS}
          onChange={(next) => {
            setEntity(next);
            setPage(1);
          }}
        />
      </HStack>
      <QueryStates
        query={log}
        what="the audit log"
        isEmpty={(d) => d.items.length === 0}
        empty="No admin changes recorded yet."
      >
        {(data) => (
          <>
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Admin changes">
              {data.items.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} />
              ))}
            </Stack>
            <ListPager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              noun="changes"
              onPage={setPage}
            />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
