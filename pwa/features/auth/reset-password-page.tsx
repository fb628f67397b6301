/**
 * /reset-password?token=… (spec §2, §8): choose a new password with the emailed token.
 * No token, or one the server refuses as expired or used, shows 'Invalid Reset Link'.
 */
import { Button, chakra, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { resetPasswordSchema } from '../../../domain/accounts/auth.ts';
import { serverErrorCode, serverFieldErrors, serverMessageOr } from '../../data/http/server-errors.ts';
import { useResetPassword } from '../../data/writes/reset-password.ts';
import { type FieldErrors, focusFirstInvalid, validate } from '../../lib/form-errors.ts';
import { PasswordFields } from '../../ui/password-fields.tsx';
import { notify } from '../../ui/toaster.tsx';
import { AuthShell } from './auth-shell.tsx';
import { ResetOutcome } from './reset-outcome.tsx';

const FIELDS = ['password', 'confirmPassword'] as const;
/** Codes the API uses for a token that is unknown, expired or already used. */
const BAD_TOKEN_CODES = new Set(['invalid_token', 'token_expired', 'invalid_reset_token', 'expired_token']);

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(token ? null : 'invalid');
  const reset = useResetPassword();

  if (outcome === 'invalid') {
    return (
      <AuthShell title="Invalid Reset Link" pageTitle="Reset password">
        <ResetOutcome kind="invalid" />
      </AuthShell>
    );
  }
  if (outcome === 'done') {
    return (
      <AuthShell title="Password Updated" pageTitle="Reset password">
        <ResetOutcome kind="done" />
      </AuthShell>
    );
  }

  const change = (field: (typeof FIELDS)[number]) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = { token, ...values };
    const invalid = validate(resetPasswordSchema, input);
    setErrors(invalid);
    if (Object.keys(invalid).length) return focusFirstInvalid(form, invalid, FIELDS);
    reset.mutate(input, {
      onSuccess: () => {
        notify('Password reset successful', 'You can now sign in with your new password.');
        setOutcome('done');
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        notify(
          'Reset failed',
          serverMessageOr(error, 'Failed to reset password. Please try again.'),
          'destructive',
        );
        if (BAD_TOKEN_CODES.has(serverErrorCode(error) ?? '') || fields.token) return setOutcome('invalid');
        setErrors(fields);
        focusFirstInvalid(form, fields, FIELDS);
      },
    });
  };

  return (
    <AuthShell
      title="Choose a new password"
      pageTitle="Reset password"
      intro="Pick a password of at least 6 characters that you don't use anywhere else."
    >
      <chakra.form onSubmit={onSubmit} noValidate aria-label="Set a new password">
        <Stack gap="5">
          <PasswordFields
            label="New password"
            errors={errors}
            password={{ value: values.password, onChange: change('password') }}
            confirm={{
              label: 'Confirm new password',
              value: values.confirmPassword,
              onChange: change('confirmPassword'),
            }}
          />
          <Button type="submit" colorPalette="sea" size="lg" disabled={reset.isPending}>
            {reset.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </Stack>
      </chakra.form>
    </AuthShell>
  );
}
