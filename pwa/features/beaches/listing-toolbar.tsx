import { Button, ButtonGroup, Field, NativeSelect } from '@chakra-ui/react';
import type { ListingSort } from '../../lib/listing-url.ts';

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
          value={value}
          onChange={(e) => onChange(e.target.value as ListingSort)}
        >
          {Object.entries(SORT_LABELS).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export type ViewMode = 'grid' | 'list';

export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (v: ViewMode) => void }) {
  return (
    <ButtonGroup size="sm" attached variant="outline" role="group" aria-label="Layout">
      {(['grid', 'list'] as const).map((mode) => (
        <Button
          key={mode}
          aria-pressed={view === mode}
          variant={view === mode ? 'solid' : 'outline'}
          colorPalette={view === mode ? 'sea' : 'gray'}
          onClick={() => onChange(mode)}
        >
          {mode === 'grid' ? 'Grid' : 'List'}
        </Button>
      ))}
    </ButtonGroup>
  );
}
