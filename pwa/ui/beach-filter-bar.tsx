/**
 * The filter bar of home and listing (spec §2): location, access and type selects with counts
 * computed from the data, amenity toggles, and Clear Filters. Extra controls (sort, view,
 * map toggle) come in as children.
 */
import { Box, Button, Field, Flex, NativeSelect, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Beach } from '../../domain/beaches/beach.ts';
import {
  ACCESS_TYPE_LABELS,
  ACCESS_TYPES,
  BEACH_LOCATIONS,
  BEACH_TYPES,
} from '../../domain/beaches/beach.ts';
import type { BeachFilters } from '../../domain/beaches/beach-filters.ts';
import { TOGGLES } from '../lib/listing-url.ts';

type SelectKey = 'location' | 'accessType' | 'beachType';
type ToggleKey = (typeof TOGGLES)[number][0] | 'dogsToday';
export type FilterValues = Pick<BeachFilters, SelectKey | (typeof TOGGLES)[number][0]> &
  Partial<Pick<BeachFilters, 'dogsToday'>>;

const TYPE_LABELS: Record<string, string> = {
  mixed: 'Mixed',
  sandy: 'Sandy',
  rocky: 'Rocky',
  pebble: 'Pebble',
};

function countBy(beaches: readonly Beach[], key: SelectKey): Map<string, number> {
  const counts = new Map<string, number>();
  for (const b of beaches) counts.set(b[key], (counts.get(b[key]) ?? 0) + 1);
  return counts;
}

function FilterSelect(props: {
  id: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: { value: string; label: string; count?: number }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Field.Root minW={{ base: 'full', sm: '180px' }} flex="1">
      <Field.Label htmlFor={props.id} fontSize="sm" color="gray.700">
        {props.label}
      </Field.Label>
      <NativeSelect.Root size="sm" bg="white">
        <NativeSelect.Field
          id={props.id}
          value={props.value ?? 'all'}
          onChange={(e) => props.onChange(e.target.value === 'all' ? undefined : e.target.value)}
        >
          <option value="all">{props.allLabel}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.count === undefined ? o.label : `${o.label} (${o.count})`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export interface BeachFilterBarProps {
  idPrefix: string;
  values: FilterValues;
  /**
   * All beaches, for the option counts; undefined while they load (a page rendered on the
   * server has not got them): every option is offered then, without a count.
   */
  beaches: readonly Beach[] | undefined;
  onChange: (change: Partial<FilterValues>, label: string) => void;
  onClear: () => void;
  /** The toggle buttons (default: the amenities); the listing adds "Dogs allowed today". */
  toggles?: readonly (readonly [ToggleKey, string])[];
  children?: ReactNode;
}

export function BeachFilterBar({
  idPrefix,
  values,
  beaches,
  onChange,
  onClear,
  toggles = TOGGLES,
  children,
}: BeachFilterBarProps) {
  const counts = beaches && {
    location: countBy(beaches, 'location'),
    accessType: countBy(beaches, 'accessType'),
    beachType: countBy(beaches, 'beachType'),
  };
  const options = <T extends string>(key: SelectKey, all: readonly T[], label: (v: T) => string) =>
    counts
      ? all
          .filter((v) => counts[key].has(v))
          .map((v) => ({ value: v, label: label(v), count: counts[key].get(v) }))
      : all.map((v) => ({ value: v, label: label(v) }));
  return (
    <Box
      as="section"
      aria-label="Filters"
      bg="white"
      borderWidth="1px"
      borderColor="sand.200"
      rounded="xl"
      p={{ base: '3', md: '4' }}
      shadow="xs"
    >
      <Flex gap="3" wrap="wrap" align="end">
        <FilterSelect
          id={`${idPrefix}-location`}
          label="Location"
          allLabel={beaches ? `All locations (${beaches.length})` : 'All locations'}
          value={values.location}
          options={options('location', BEACH_LOCATIONS, (v) => v)}
          onChange={(v) => onChange({ location: v as FilterValues['location'] }, `location: ${v ?? 'all'}`)}
        />
        <FilterSelect
          id={`${idPrefix}-access`}
          label="Dog access"
          allLabel="All access types"
          value={values.accessType}
          options={options('accessType', ACCESS_TYPES, (v) => ACCESS_TYPE_LABELS[v])}
          onChange={(v) =>
            onChange({ accessType: v as FilterValues['accessType'] }, `accessType: ${v ?? 'all'}`)
          }
        />
        <FilterSelect
          id={`${idPrefix}-type`}
          label="Beach type"
          allLabel="All beach types"
          value={values.beachType}
          options={options('beachType', BEACH_TYPES, (v) => TYPE_LABELS[v])}
          onChange={(v) =>
            onChange({ beachType: v as FilterValues['beachType'] }, `beachType: ${v ?? 'all'}`)
          }
        />
        {children}
      </Flex>
      <Wrap gap="2" mt="3" align="center">
        {toggles.map(([flag, label]) => (
          <Button
            key={flag}
            size="sm"
            rounded="full"
            variant={values[flag] ? 'solid' : 'outline'}
            colorPalette={values[flag] ? 'sea' : 'gray'}
            aria-pressed={values[flag] ?? false}
            onClick={() => onChange({ [flag]: !values[flag] }, `${flag}: ${!values[flag]}`)}
          >
            {label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" colorPalette="sea" onClick={onClear}>
          Clear Filters
        </Button>
      </Wrap>
    </Box>
  );
}
