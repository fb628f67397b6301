/**
 * The filter bar of home and listing (spec §2): location, access and type selects with counts
 * computed from the data, amenity toggles, and Clear Filters. Extra controls (sort, view,
 * map toggle) come in as children.
 *
 * It is a GET form whose fields are the page's own query keys (issue #32 item 1): before the app
 * has started, a change sends it to the server (the page's early listener applies a choice at
 * once, pwa/app/early-listener.ts) and the server answers with the page for it; once the app has
 * started, the same change is applied in place. Clear Filters is a link to the page without them.
 */
import { Box, Button, chakra, Field, Flex, NativeSelect, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../domain/beaches/beach.ts';
import {
  ACCESS_TYPE_LABELS,
  ACCESS_TYPES,
  BEACH_LOCATIONS,
  BEACH_TYPES,
} from '../../domain/beaches/beach.ts';
import type { BeachFilters } from '../../domain/beaches/beach-filters.ts';
import { TOGGLES } from '../lib/listing-url.ts';
import { ToggleChip } from './toggle-chip.tsx';

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
  name: SelectKey;
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
          name={props.name}
          value={props.value ?? ''}
          onChange={(e) => props.onChange(e.target.value || undefined)}
        >
          <option value="">{props.allLabel}</option>
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
  /** The page the form asks (its fields are that page's query keys), with the others it keeps. */
  action: string;
  keep: [name: string, value: string][];
  /** The page without any filter. */
  clearHref: string;
  /** The toggle buttons (default: the amenities); the listing adds "Dogs allowed today". */
  toggles?: readonly (readonly [ToggleKey, string])[];
  children?: ReactNode;
}

export function BeachFilterBar({
  idPrefix,
  values,
  beaches,
  onChange,
  action,
  keep,
  clearHref,
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
      <chakra.form
        method="get"
        action={action}
        data-apply-on-change=""
        onSubmit={(event) => event.preventDefault()}
      >
        {keep.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <Flex gap="3" wrap="wrap" align="end">
          <FilterSelect
            id={`${idPrefix}-location`}
            name="location"
            label="Location"
            allLabel={beaches ? `All locations (${beaches.length})` : 'All locations'}
            value={values.location}
            options={options('location', BEACH_LOCATIONS, (v) => v)}
            onChange={(v) => onChange({ location: v as FilterValues['location'] }, `location: ${v ?? 'all'}`)}
          />
          <FilterSelect
            id={`${idPrefix}-access`}
            name="accessType"
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
            name="beachType"
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
            <ToggleChip
              key={flag}
              name={flag}
              label={label}
              checked={values[flag] ?? false}
              onChange={(on) => onChange({ [flag]: on }, `${flag}: ${on}`)}
            />
          ))}
          <Button asChild size="sm" variant="ghost" colorPalette="sea">
            <RouterLink to={clearHref}>Clear Filters</RouterLink>
          </Button>
          {/* With no script at all, the form is sent by hand. */}
          <noscript>
            <Button type="submit" size="sm" colorPalette="sea">
              Apply filters
            </Button>
          </noscript>
        </Wrap>
      </chakra.form>
    </Box>
  );
}
