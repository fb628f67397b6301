/**
 * The admin area's frame: its own page (no public header or footer), never indexed, the toast
 * region, and online only — with no network it says so instead of showing stale admin data.
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AdminNeedsConnection } from '../app/admin-route-error.tsx';
import { useSyncStatus } from '../data/mirror/use-sync-status.ts';
import Toaster from '../ui/toaster.tsx';

export function AdminLayout({ children }: { children: ReactNode }) {
  const { online } = useSyncStatus();
  return (
    <Box minH="100vh" bg="gray.50" color="gray.900">
      <meta name="robots" content="noindex" />
      {online ? children : <AdminNeedsConnection />}
      <Toaster />
    </Box>
  );
}
