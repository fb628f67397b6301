/** /admin and /admin/dashboard (spec §2): the header, the four figures and the tabs. */
import { Container, Heading, Stack } from '@chakra-ui/react';
import { AdminHeader } from './admin-header.tsx';
import { AdminStatCards } from './admin-stat-cards.tsx';
import { AdminTabsView } from './admin-tabs-view.tsx';
import { useAdminMe } from './api/get-admin-me.ts';

export function AdminDashboard() {
  const { data: admin } = useAdminMe();
  if (!admin) return null;
  return (
    <>
      <title>Admin Dashboard | Devon Dog Beaches</title>
      <AdminHeader admin={admin} />
      <Container as="main" maxW="7xl" py={{ base: '4', md: '6' }} px={{ base: '3', md: '6' }}>
        <Stack gap={{ base: '4', md: '6' }}>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Admin Dashboard
          </Heading>
          <AdminStatCards />
          <AdminTabsView />
        </Stack>
      </Container>
    </>
  );
}
