import { Button, Field, Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';

interface WaterQualityFiltersProps {
  search: string;
  location: string;
  locations: readonly { value: string; count: number }[];
  onSearchChange: (value: string) => void;
  onLocationChange: (value: string) => void;
  onClear?: () => void;
}

const SearchIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
    <circle cx="11" cy="11" r="7" strokeWidth="2" />
    <path d="m20 20-3.5-3.5" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Search by beach name and a location filter; both live in the address so a view can be shared. */
export function WaterQualityFilters({
  search,
  location,
  locations,
  onSearchChange,
  onLocationChange,
  onClear,
}: WaterQualityFiltersProps) {
  return (
    <Flex
      role="search"
      aria-label="Filter beaches"
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '3', md: '4' }}
      align={{ base: 'stretch', md: 'end' }}
    >
      <Field.Root flex="2">
        <Field.Label>Search by beach name</Field.Label>
        <InputGroup startElement={<SearchIcon />}>
          <Input
            type="search"
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
            placeholder="e.g. Woolacombe"
            bg="white"
            autoComplete="off"
          />
        </InputGroup>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>Location</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={location} onChange={(e) => onLocationChange(e.target.value)} bg="white">
            <option value="">All locations</option>
            {locations.map(({ value, count }) => (
              <option key={value} value={value}>
                {value} ({count})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {onClear && (
        <Button variant="outline" onClick={onClear} flexShrink={0} bg="white">
          Clear filters
        </Button>
      )}
    </Flex>
  );
}
