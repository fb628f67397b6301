import { Button, ButtonGroup, Field, NativeSelect } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_SORT } from '../../../domain/beaches/beach-filters.ts';
import type { ListingSort, ListingView } from '../../lib/listing-url.ts';

const SORT_LABELS: Record<ListingSort, string> = {
  name: 'Name',
  location: 'Location',
  rating: 'Rating',
  reviews: 'Reviews',
  near: 'Near me (uses your location)',
};

export function SortSelect({ value, onChange }: { value: ListingSort; onChange: (v: ListingSort) => void }) {
  return (
    <Field.Root minW={{ base: 'full', sm: '160px' }} flex="1">
      <Field.Label htmlFor="listing-sort" fontSize="sm" color="gray.700">
        Sort by
      </Field.Label>
      <NativeSelect.Root size="sm" bg="white">
        <NativeSelect.Field
          id="listing-sort"
          name="sortBy"
          // The default sort is sent as nothing, so the server's address for it has no sortBy.
          value={value === DEFAULT_SORT ? '' : value}
          onChange={(e) => onChange((e.target.value || DEFAULT_SORT) as ListingSort)}
        >
          {Object.entries(SORT_LABELS).map(([v, label]) => (
            <option key={v} value={v === DEFAULT_SORT ? '' : v}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Grid or list, as links: the layout is in the address (`view=list`), so the server answers it too. */
export function ViewToggle({ view, hrefFor }: { view: ListingView; hrefFor: (view: ListingView) => string }) {
  return (
    <ButtonGroup size="sm" attached variant="outline" role="group" aria-label="Layout">
      {(['grid', 'list'] as const).map((mode) => (
        <Button
          key={mode}
          asChild
          variant={view === mode ? 'solid' : 'outline'}
          colorPalette={view === mode ? 'sea' : 'gray'}
        >
          <RouterLink to={hrefFor(mode)} aria-current={view === mode ? 'true' : undefined} replace>
            {mode === 'grid' ? 'Grid' : 'List'}
          </RouterLink>
        </Button>
      ))}
    </ButtonGroup>
  );
}
