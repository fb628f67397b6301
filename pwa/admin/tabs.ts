/**
 * The dashboard's tabs, in order (issue #13). Each tab is its own module, loaded when it is
 * first opened; `id` is the tab's value in the address (/admin/dashboard?tab=reviews).
 */
import type { ComponentType } from 'react';

export interface AdminTab {
  id: string;
  label: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'beaches', label: 'Beach Management', load: () => import('./beaches/beach-management-tab.tsx') },
  { id: 'reviews', label: 'Review Moderation', load: () => import('./moderation/reviews-tab.tsx') },
  { id: 'routes', label: 'Walking Routes', load: () => import('./moderation/routes-tab.tsx') },
  { id: 'community', label: 'Community', load: () => import('./moderation/community-tab.tsx') },
  { id: 'contact', label: 'Contact Inbox', load: () => import('./moderation/contact-tab.tsx') },
  { id: 'verification', label: 'Verification', load: () => import('./verification/verification-tab.tsx') },
  { id: 'season-check', label: 'Season check', load: () => import('./verification/season-check-tab.tsx') },
  { id: 'photos', label: 'Photo Admin', load: () => import('./beaches/photo-admin-tab.tsx') },
  { id: 'analytics', label: 'Analytics', load: () => import('./insights/analytics-tab.tsx') },
  { id: 'audit', label: 'Audit Log', load: () => import('./insights/audit-log-tab.tsx') },
];
