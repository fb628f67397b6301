import { Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Paged } from '../api/get-admin-page.ts';
import { ListPager } from './list-pager.tsx';
import { type QueryLike, QueryStates } from './query-states.tsx';

/**
 * One page of an admin list as a labelled list (or a grid of cards), with the loading, error and
 * empty states before it and the pager after it.
 */
export function PagedList<T extends { id: number }>({
  query,
  label,
  what,
  empty,
  onPage,
  grid = false,
  renderItem,
}: {
  query: QueryLike<Paged<T>>;
  /** The list's accessible name ("Reviews"). */
  label: string;
  /** "reviews": for "Loading reviews…" and "Page 1 of 2 · 30 reviews". */
  what: string;
  empty: string;
  onPage: (page: number) => void;
  grid?: boolean;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <QueryStates query={query} what={what} isEmpty={(d) => d.items.length === 0} empty={empty}>
      {(data) => (
        <>
          {grid ? (
            <Grid
              as="ul"
              listStyleType="none"
              gap="3"
              templateColumns="repeat(auto-fill, minmax(min(100%, 14rem), 1fr))"
              aria-label={label}
            >
              {data.items.map(renderItem)}
            </Grid>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
              {data.items.map(renderItem)}
            </Stack>
          )}
          <ListPager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun={what}
            onPage={onPage}
          />
        </>
      )}
    </QueryStates>
  );
}
