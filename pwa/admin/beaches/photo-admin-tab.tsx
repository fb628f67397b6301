/**
 * Photo Admin (spec §2): every beach in one list scrolling at 600 px, searched by name or
 * location and sorted by name, location or access type in either direction, each with a quick
 * upload of its banner photo.
 */
import { Box, Button, Flex, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ADMIN_BEACH_LIST_MAX_PAGE_SIZE, ADMIN_BEACH_SORTS } from '../../../domain/admin/admin-beach-list.ts';
import { SearchBox } from '../../ui/search-box.tsx';
import { BEACHES_LIST } from '../api/admin-lists.ts';
import { useAdminPage } from '../api/get-admin-page.ts';
import { QueryStates } from '../moderation/query-states.tsx';
import { PhotoAdminRow } from './photo-admin-row.tsx';

type Sort = (typeof ADMIN_BEACH_SORTS)[number];
const SORT_LABELS: Record<Sort, string> = { name: 'Name', location: 'Location', accessType: 'Access type' };

export default function PhotoAdminTab() {
  const [search, setSearch] = useState<string | undefined>();
  const [sort, setSort] = useState<Sort>('name');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const list = useAdminPage(BEACHES_LIST, {
    search,
    sort,
    order,
    pageSize: ADMIN_BEACH_LIST_MAX_PAGE_SIZE,
  });
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Photo Admin
      </Heading>
      <Flex gap="3" wrap="wrap" align="end">
        <Box flex="1" minW="64">
          <SearchBox label="Search beaches by name or location" onSearch={setSearch} />
        </Box>
        <Flex gap="2" align="center">
          <NativeSelect.Root w="40" bg="white">
            <NativeSelect.Field
              aria-label="Sort by"
              value={sort}
              onChange={(e) => setSort(e.target.value as Sort)}
            >
              {ADMIN_BEACH_SORTS.map((s) => (
                <option key={s} value={s}>
                  Sort by {SORT_LABELS[s].toLowerCase()}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            variant="outline"
            bg="white"
            onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
            aria-label={
              order === 'asc' ? 'Ascending: switch to descending' : 'Descending: switch to ascending'
            }
          >
            {order === 'asc' ? 'Ascending ↑' : 'Descending ↓'}
          </Button>
        </Flex>
      </Flex>
      <QueryStates
        query={list}
        what="beaches"
        isEmpty={(data) => data.items.length === 0}
        empty={search ? `No beach matches “${search}”.` : 'No beaches yet.'}
      >
        {(data) => (
          <Box
            as="ul"
            m="0"
            p="0"
            listStyleType="none"
            maxH="600px"
            overflowY="auto"
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="lg"
            tabIndex={0}
            aria-label={`Beaches (${data.total})`}
          >
            {data.items.map((beach) => (
              <PhotoAdminRow key={beach.id} beach={beach} />
            ))}
          </Box>
        )}
      </QueryStates>
    </Stack>
  );
}
