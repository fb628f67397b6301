/**
 * One page of an admin list (`{ items, total, page, pageSize }`), fresh each time the tab is
 * opened (moderation data moves), the previous page kept on screen while the next loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPage } from '../../../domain/admin/admin-lists.ts';
import { apiGet } from '../../data/http/api-client.ts';
import type { AdminList } from './admin-lists.ts';
import { type AdminParams, adminPath } from './admin-path.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

/** A page of a list, as every admin list answers (domain/admin/admin-lists.ts). */
export type Paged<T> = AdminPage<T>;

/** Online only, like the whole admin area: nothing here reads the phone's mirror. */
export function useAdminPage<Page>(list: AdminList<Page>, params: AdminParams) {
  return useQuery({
    queryKey: adminQueryKeys.page(list.resource, params),
    queryFn: () => apiGet(adminPath(list.path, params), list.page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/**
 * A filtered admin list: its filters, its page and the query for them. Changing a filter goes
 * back to page 1 (the page number of the old list may not exist in the new one).
 */
export function useFilteredAdminPage<Page, F extends Record<string, string>>(
  list: AdminList<Page>,
  initialFilters: F,
  pageSize: number,
) {
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const query = useAdminPage(list, { ...filters, page, pageSize });
  const setFilter = <K extends keyof F>(key: K, value: F[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  return { query, filters, setFilter, setPage };
}
