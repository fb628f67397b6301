import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { StatusIcon } from './status-icon.tsx';

/** The end of the reset flow: a link that cannot be used, or the new password saved. */
export function ResetOutcome({ kind }: { kind: 'invalid' | 'done' }) {
  if (kind === 'invalid') {
    return (
      <Stack gap="5" align="center" textAlign="center">
        <StatusIcon tone="orange" />
        <Text color="gray.700">
          This password reset link is invalid or has expired. Please request a new one.
        </Text>
        <Button asChild colorPalette="sea" w="full">
          <RouterLink to="/forgot-password">Request a new reset link</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="5" align="center" textAlign="center">
      <StatusIcon tone="green" />
      <Text color="gray.700">
        Your password has been changed. Sign in with your new password to carry on.
      </Text>
      <Button asChild colorPalette="sea" w="full">
        <RouterLink to="/auth">Sign in</RouterLink>
      </Button>
    </Stack>
  );
}
