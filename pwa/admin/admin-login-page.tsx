/**
 * /admin/login (spec §2, §5, §8): username and password checked with the API's own schema before
 * sending, a refused sign-in in a red alert with the server's message (or 'Login failed'), and
 * Back to Beach Directory. An admin already signed in goes straight to the dashboard.
 */
import { Alert, Box, Button, Card, Center, chakra, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { ADMIN_LIMITS, ADMIN_MESSAGES, adminLoginSchema } from '../../domain/admin/admin-auth.ts';
import { serverMessageOr } from '../data/http/server-errors.ts';
import { type FieldErrors, focusFirstInvalid, validate } from '../lib/form-errors.ts';
import { AuthField } from '../ui/auth-field.tsx';
import { PasswordFields } from '../ui/password-fields.tsx';
import { useAdminLogin } from './api/admin-sign-in.ts';
import { useAdminMe } from './api/get-admin-me.ts';

const FIELDS = ['username', 'password'] as const;

export function AdminLoginPage() {
  const me = useAdminMe();
  const login = useAdminLogin();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});

  if (me.data) return <Navigate to="/admin" replace />;

  // A field's message goes as soon as it is typed in again.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      username: String(form.get('username') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    const invalid = validate(adminLoginSchema, values);
    setErrors(invalid);
    if (Object.keys(invalid).length) return focusFirstInvalid(event.currentTarget, invalid, FIELDS);
    login.reset();
    login.mutate(adminLoginSchema.parse(values), { onSuccess: () => navigate('/admin', { replace: true }) });
  };

  return (
    <Center as="main" minH="100vh" px="4" py="10">
      <title>Admin Login | Devon Dog Beaches</title>
      <Card.Root w="full" maxW="md" rounded="xl" shadow="md">
        <Card.Header>
          <Heading as="h1" size="xl">
            Admin Login
          </Heading>
          <Text color="gray.700">Sign in to manage Devon Dog Beaches</Text>
        </Card.Header>
        <Card.Body>
          <chakra.form onSubmit={onSubmit} onInput={onInput} noValidate aria-label="Admin sign in">
            <Stack gap="5">
              {login.isError && (
                <Alert.Root status="error" variant="solid" bg="red.700" rounded="md" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{serverMessageOr(login.error, ADMIN_MESSAGES.loginFailed)}</Alert.Title>
                </Alert.Root>
              )}
              <AuthField label="Username" error={errors.username}>
                <Input name="username" autoComplete="username" maxLength={ADMIN_LIMITS.username} bg="white" />
              </AuthField>
              <PasswordFields label="Password" errors={errors} />
              <Button type="submit" colorPalette="sea" size="lg" disabled={login.isPending}>
                {login.isPending ? 'Signing in...' : 'Sign In'}
              </Button>
            </Stack>
          </chakra.form>
        </Card.Body>
        <Card.Footer>
          <Box w="full">
            <Button asChild variant="outline" w="full">
              <RouterLink to="/beaches">Back to Beach Directory</RouterLink>
            </Button>
          </Box>
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
