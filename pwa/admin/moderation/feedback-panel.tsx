/** All feedback, private included (only admins read it), filterable by type, visibility and beach. */
import { HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useAdminPage } from './admin-paged.ts';
import { BeachFilterSelect } from './beach-filter-select.tsx';
import { type AdminFeedback, FEEDBACK_TYPE_LABELS, FeedbackCard } from './feedback-card.tsx';
import { FilterSelect } from './filter-select.tsx';
import { PagedList } from './paged-list.tsx';

const PAGE_SIZE = 25;
const TYPES = [
  ['', 'All types'],
  ...Object.entries(FEEDBACK_TYPE_LABELS).map(([type, label]) => [type, `${label}s`] as const),
] as const;
const VISIBILITY = [
  ['', 'Public and private'],
  ['public', 'Public'],
  ['private', 'Private'],
] as const;

export function FeedbackPanel() {
  const [type, setType] = useState('');
  const [visibility, setVisibility] = useState('');
  const [beachId, setBeachId] = useState('');
  const [page, setPage] = useState(1);
  const feedback = useAdminPage<AdminFeedback>('feedback', '/api/admin/feedback', {
    type,
    visibility,
    beachId,
    page,
    pageSize: PAGE_SIZE,
  });
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <FilterSelect
          label="Feedback type"
          value={type}
          options={TYPES}
          onChange={(v) => filter(() => setType(v))}
        />
        <FilterSelect
          label="Visibility"
          value={visibility}
          options={VISIBILITY}
          onChange={(v) => filter(() => setVisibility(v))}
        />
        <BeachFilterSelect value={beachId} onChange={(id) => filter(() => setBeachId(id))} />
      </HStack>
      <PagedList
        query={feedback}
        label="Feedback"
        what="feedback"
        empty="No feedback matches these filters."
        onPage={setPage}
        renderItem={(item) => <FeedbackCard key={item.id} feedback={item} />}
      />
    </Stack>
  );
}
