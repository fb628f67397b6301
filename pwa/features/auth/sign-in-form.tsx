/**
 * The Sign In tab (spec §4/§5/§8): email and password checked before sending; a verified
 * account is signed in (the page then returns the user to where they came from), an
 * unverified one is told to follow the emailed link.
 */
import { Button, chakra, Flex, Input, Link, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AUTH_LIMITS, loginSchema } from '../../../domain/accounts/auth.ts';
import { trackEvent } from '../../data/http/analytics.ts';
import { serverMessageOr } from '../../data/http/server-errors.ts';
import { useLogin } from '../../data/writes/sign-in.ts';
import { type FieldErrors, focusFirstInvalid, validate } from '../../lib/form-errors.ts';
import { AuthField } from '../../ui/auth-field.tsx';
import { PasswordFields } from '../../ui/password-fields.tsx';
import { notify } from '../../ui/toaster.tsx';

const FIELDS = ['email', 'password'] as const;

export function SignInForm({ onNeedsVerification }: { onNeedsVerification: (email: string) => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = useLogin();

  const change = (field: (typeof FIELDS)[number]) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validate(loginSchema, values);
    setErrors(invalid);
    if (Object.keys(invalid).length) return focusFirstInvalid(event.currentTarget, invalid, FIELDS);
    login.mutate(loginSchema.parse(values), {
      onSuccess: (answer) => {
        if (answer.requiresVerification || !answer.user) {
          notify(
            'Email verification required',
            'Please check your email and click the verification link before logging in.',
            'destructive',
          );
          onNeedsVerification(values.email.trim());
          return;
        }
        trackEvent({ name: 'login', category: 'user_engagement', label: 'email' });
        notify('Welcome back!', 'You have successfully signed in.');
      },
      onError: (error) =>
        notify(
          'Sign in failed',
          serverMessageOr(error, 'Please check your credentials and try again.'),
          'destructive',
        ),
    });
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="5">
        <AuthField label="Email" error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            maxLength={AUTH_LIMITS.email}
            bg="white"
            value={values.email}
            onChange={change('email')}
          />
        </AuthField>
        <Stack gap="1.5">
          <PasswordFields
            label="Password"
            errors={errors}
            password={{ value: values.password, onChange: change('password') }}
          />
          <Flex justify="end">
            <Link asChild fontSize="sm" color="sea.700" fontWeight="medium">
              <RouterLink to="/forgot-password">Forgot your password?</RouterLink>
            </Link>
          </Flex>
        </Stack>
        <Button type="submit" colorPalette="sea" size="lg" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </Stack>
    </chakra.form>
  );
}
