/**
 * The Sign Up tab (spec §4/§5/§8): names, email and a password typed twice, every message at
 * once. A new account normally has to verify its email before it is signed in.
 */
import { Button, chakra, Grid, Input, Link, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AUTH_LIMITS, registerSchema } from '../../../domain/accounts/auth.ts';
import { trackEvent } from '../../data/http/analytics.ts';
import { serverFieldErrors, serverMessageOr } from '../../data/http/server-errors.ts';
import { useRegister } from '../../data/writes/register.ts';
import { type FieldErrors, focusFirstInvalid, validate } from '../../lib/form-errors.ts';
import { AuthField } from '../../ui/auth-field.tsx';
import { PasswordFields } from '../../ui/password-fields.tsx';
import { notify } from '../../ui/toaster.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export function SignUpForm({ onNeedsVerification }: { onNeedsVerification: (email: string) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const register = useRegister();

  const change = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const invalid = validate(registerSchema, values);
    setErrors(invalid);
    if (Object.keys(invalid).length) return focusFirstInvalid(form, invalid, FIELDS);
    register.mutate(registerSchema.parse(values), {
      onSuccess: (answer) => {
        trackEvent({ name: 'sign_up', category: 'user_engagement', label: 'email' });
        if (answer.requiresVerification || !answer.user) {
          notify('Check your email!', "We've sent you a verification link to complete your registration.");
          onNeedsVerification(values.email.trim());
          return;
        }
        notify('Welcome to Devon Dog Beaches', 'Your account has been created successfully.');
      },
      onError: (error) => {
        const fromServer = serverFieldErrors(error);
        setErrors(fromServer);
        focusFirstInvalid(form, fromServer, FIELDS);
        notify(
          'Registration failed',
          serverMessageOr(error, 'Please try again with different details.'),
          'destructive',
        );
      },
    });
  };

  const text = (field: Field, label: string, autoComplete: string, maxLength: number, type = 'text') => (
    <AuthField label={label} error={errors[field]}>
      <Input
        name={field}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        bg="white"
        value={values[field]}
        onChange={change(field)}
      />
    </AuthField>
  );

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label="Sign up">
      <Stack gap="5">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
          {text('firstName', 'First name', 'given-name', AUTH_LIMITS.name)}
          {text('lastName', 'Last name', 'family-name', AUTH_LIMITS.name)}
        </Grid>
        {text('email', 'Email', 'email', AUTH_LIMITS.email, 'email')}
        <PasswordFields
          label="Password"
          helper="At least 6 characters."
          errors={errors}
          password={{ value: values.password, onChange: change('password') }}
          confirm={{
            label: 'Confirm password',
            value: values.confirmPassword,
            onChange: change('confirmPassword'),
          }}
        />
        <Button type="submit" colorPalette="sea" size="lg" disabled={register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
        <Text fontSize="xs" color="gray.600" textAlign="center">
          We'll email you a link to confirm your address. By creating an account you agree to our{' '}
          <Link asChild color="sea.700">
            <RouterLink to="/terms">Terms</RouterLink>
          </Link>{' '}
          and{' '}
          <Link asChild color="sea.700">
            <RouterLink to="/privacy">Privacy Policy</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    </chakra.form>
  );
}
