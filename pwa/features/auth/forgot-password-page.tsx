/**
 * /forgot-password (spec §2, §8): ask for a reset link. The server answers the same whether or
 * not the address has an account, so the panel never says which.
 */
import { Button, chakra, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AUTH_LIMITS, forgotPasswordSchema } from '../../../domain/accounts/auth.ts';
import { serverMessageOr } from '../../data/http/server-errors.ts';
import { useRequestPasswordReset } from '../../data/writes/request-password-reset.ts';
import { validate } from '../../lib/form-errors.ts';
import { AuthField } from '../../ui/auth-field.tsx';
import { notify } from '../../ui/toaster.tsx';
import { AuthShell } from './auth-shell.tsx';
import { StatusIcon } from './status-icon.tsx';

function CheckYourEmail({ email, onTryAgain }: { email: string; onTryAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="5" align="center" textAlign="center">
      <StatusIcon />
      <Stack gap="2">
        <Heading as="h2" size="xl" color="sea.900" ref={heading} tabIndex={-1} _focus={{ outline: 'none' }}>
          Check your email
        </Heading>
        <Text color="gray.700">
          If <strong>{email}</strong> has an account, we've sent it a link to reset your password. The link
          works for 1 hour.
        </Text>
        <Text fontSize="sm" color="gray.600">
          Nothing arrived? Check your spam folder, or try again with another address.
        </Text>
      </Stack>
      <Button colorPalette="sea" variant="outline" w="full" onClick={onTryAgain}>
        Try Again
      </Button>
    </Stack>
  );
}

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validate(forgotPasswordSchema, { email });
    setError(invalid.email);
    if (invalid.email) return (event.currentTarget.elements.namedItem('email') as HTMLElement).focus();
    const input = forgotPasswordSchema.parse({ email });
    request.mutate(input, {
      onSuccess: () => {
        notify('Reset link sent', 'Check your email for a link to reset your password.');
        setSentTo(input.email);
      },
      onError: (err) =>
        notify('Error', serverMessageOr(err, 'Failed to send reset email. Please try again.'), 'destructive'),
    });
  };

  return (
    <AuthShell
      title="Forgot your password?"
      pageTitle="Forgot password"
      intro={
        sentTo ? undefined : "Enter your account's email and we'll send you a link to choose a new password."
      }
    >
      {sentTo ? (
        <CheckYourEmail email={sentTo} onTryAgain={() => setSentTo(null)} />
      ) : (
        <chakra.form onSubmit={onSubmit} noValidate aria-label="Request a password reset">
          <Stack gap="5">
            <AuthField label="Email" error={error}>
              <Input
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={AUTH_LIMITS.email}
                bg="white"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(undefined);
                }}
              />
            </AuthField>
            <Button type="submit" colorPalette="sea" size="lg" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send Reset Link'}
            </Button>
            <Text textAlign="center" fontSize="sm" color="gray.700">
              Remembered it?{' '}
              <Link asChild color="sea.700" fontWeight="semibold">
                <RouterLink to="/auth">Back to sign in</RouterLink>
              </Link>
            </Text>
          </Stack>
        </chakra.form>
      )}
    </AuthShell>
  );
}
