/** The dashboard's header (spec §2): 'Welcome back' and the admin's name, View Site, Logout (to /). */
import { Box, Button, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { AdminProfile } from '../../domain/admin/admin-auth.ts';
import { useAdminLogout } from './api/admin-sign-out.ts';
import { adminFailure } from './ui/admin-toasts.ts';

export function AdminHeader({ admin }: { admin: AdminProfile }) {
  const navigate = useNavigate();
  const logout = useAdminLogout(() => navigate('/'));
  return (
    <Box as="header" bg="sea.900" color="white">
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Stack gap="0">
            <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="sea.100">
              Devon Dog Beaches · Admin
            </Text>
            <Text fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold">
              Welcome back, {admin.name ?? admin.username}
            </Text>
          </Stack>
          <HStack gap="2">
            <Button
              asChild
              size="sm"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.600"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <RouterLink to="/">View Site</RouterLink>
            </Button>
            <Button
              size="sm"
              bg="white"
              color="sea.900"
              _hover={{ bg: 'sea.50' }}
              disabled={logout.isPending}
              onClick={() => logout.mutate(undefined, { onError: (e) => adminFailure('Logout failed', e) })}
            >
              Logout
            </Button>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
