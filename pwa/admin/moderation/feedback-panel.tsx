/** All feedback, private included (only admins read it), filterable by type, visibility and beach. */
import { HStack, Stack } from '@chakra-ui/react';
import { FEEDBACK_LIST } from '../api/admin-lists.ts';
import { useFilteredAdminPage } from '../api/get-admin-page.ts';
import { BeachFilterSelect } from './beach-filter-select.tsx';
import { FEEDBACK_TYPE_LABELS, FeedbackCard } from './feedback-card.tsx';
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
  const {
    query: feedback,
    filters,
    setFilter,
    setPage,
  } = useFilteredAdminPage(FEEDBACK_LIST, { type: '', visibility: '', beachId: '' }, PAGE_SIZE);

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <FilterSelect
          label="Feedback type"
          value={filters.type}
          options={TYPES}
          onChange={(v) => setFilter('type', v)}
        />
        <FilterSelect
          label="Visibility"
          value={filters.visibility}
          options={VISIBILITY}
          onChange={(v) => setFilter('visibility', v)}
        />
        <BeachFilterSelect value={filters.beachId} onChange={(id) => setFilter('beachId', id)} />
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
