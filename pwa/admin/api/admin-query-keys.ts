/**
 * The admin area's query keys (issue #13). Every one starts with 'admin', so signing out drops
 * them all at once and a write that may move anything refreshes them all with `adminQueryKeys.all`.
 */
import type { AdminParams } from './admin-path.ts';

export const adminQueryKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  stats: ['admin', 'stats'] as const,
  /** One beach as the editor starts from it. */
  beach: (id: number) => ['admin', 'beach', id] as const,
  beachIndex: ['admin', 'beach-index'] as const,
  /** Every page of one list: `['admin', resource]` refreshes them all. */
  list: (resource: string) => ['admin', resource] as const,
  page: (resource: string, params: AdminParams = {}) => ['admin', resource, params] as const,
  reportQueue: ['admin', 'dog-rule-reports', 'open'] as const,
  seasonCheck: ['admin', 'season-check'] as const,
  analytics: (days: number) => ['admin', 'analytics', days] as const,
  jobs: ['admin', 'jobs'] as const,
};
