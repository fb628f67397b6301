/**
 * Reading the admin API's paged lists (`{ items, total, page, pageSize }`, issue #13's contract):
 * one query per page and filter set, the previous page kept on screen while the next loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPage } from '../../../domain/admin/admin-lists.ts';
import { apiGet } from '../../data/http/api-client.ts';

/** A page of a list, as every admin list answers (domain/admin/admin-lists.ts). */
export type Paged<T> = AdminPage<T>;

export type AdminParams = Record<string, string | number | undefined>;

/** `/api/admin/reviews` + `{ page: 2, beachId: undefined }` → `/api/admin/reviews?page=2`. */
export function adminPath(path: string, params: AdminParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The query key of one admin list: invalidating `['admin', resource]` refreshes every page of it. */
export const adminListKey = (resource: string, params: AdminParams = {}) =>
  ['admin', resource, params] as const;

/** One page of an admin list, fresh each time the tab is opened (moderation data moves). */
export function useAdminPage<T>(resource: string, path: string, params: AdminParams) {
  return useQuery({
    queryKey: adminListKey(resource, params),
    queryFn: () => apiGet<Paged<T>>(adminPath(path, params)),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/**
 * A filtered admin list: its filters, its page and the query for them. Changing a filter goes
 * back to page 1 (the page number of the old list may not exist in the new one).
 */
export function useFilteredAdminPage<T, F extends Record<string, string>>(
  resource: string,
  path: string,
  initialFilters: F,
  pageSize: number,
) {
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const query = useAdminPage<T>(resource, path, { ...filters, page, pageSize });
  const setFilter = <K extends keyof F>(key: K, value: F[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  return { query, filters, setFilter, setPage };
}
