import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** Loading, failed and empty states of the profile's lists. */
export function ListState({
  kind,
  message,
  action,
}: {
  kind: 'loading' | 'error' | 'empty';
  message: string;
  action?: { to: string; label: string };
}) {
  if (kind === 'loading') {
    return (
      <Stack gap="3" role="status">
        <Text srOnly>{message}</Text>
        <Skeleton h="16" rounded="xl" />
        <Skeleton h="16" rounded="xl" />
      </Stack>
    );
  }
  return (
    <Stack gap="3" align="center" textAlign="center" py="6" px="4" rounded="xl" bg="sand.50">
      <Text color={kind === 'error' ? 'orange.800' : 'gray.700'}>{message}</Text>
      {action && (
        <Button asChild size="sm" variant="outline" colorPalette="sea">
          <RouterLink to={action.to}>{action.label}</RouterLink>
        </Button>
      )}
    </Stack>
  );
}
