/** Shows its children to a signed-in admin; anyone else is sent to /admin/login (spec §2). */
import { Alert, Button, Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAdminMe } from './api/get-admin-me.ts';

export function AdminOnly({ children }: { children: ReactNode }) {
  const me = useAdminMe();
  if (me.isPending) {
    return (
      <Center minH="60vh">
        <Spinner size="lg" color="sea.600" role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (me.isError) {
    return (
      <Center minH="60vh" px="4">
        <Alert.Root status="error" maxW="lg" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The admin area could not be opened</Alert.Title>
            <Alert.Description>{me.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => me.refetch()}>
            Try again
          </Button>
        </Alert.Root>
      </Center>
    );
  }
  if (!me.data) return <Navigate to="/admin/login" replace />;
  return children;
}
