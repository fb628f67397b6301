/**
 * The password boxes of the account forms, each labelled, with Show/Hide and its error beneath:
 * one for a password the person already has (signing in), or two for a new one, typed twice
 * (signing up, resetting) — which also tells the browser's password manager which is which.
 */
import type { ChangeEventHandler, ReactNode } from 'react';
import { AUTH_LIMITS } from '../../domain/accounts/auth.ts';
import { AuthField } from './auth-field.tsx';
import { PasswordInput } from './password-input.tsx';

/** A box's value and change handler when the form keeps them; without them it keeps its own. */
interface PasswordBox {
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
}

export interface PasswordFieldsProps {
  /** The first box's label: "Password", "New password". */
  label: string;
  helper?: ReactNode;
  /** The form's messages, read at `password` and `confirmPassword`. */
  errors: Partial<Record<'password' | 'confirmPassword', string>>;
  password?: PasswordBox;
  /** A new password: the second box, which asks for it again. */
  confirm?: PasswordBox & { label: string };
}

export function PasswordFields({ label, helper, errors, password, confirm }: PasswordFieldsProps) {
  const autoComplete = confirm ? 'new-password' : 'current-password';
  return (
    <>
      <AuthField label={label} error={errors.password} helper={helper}>
        <PasswordInput
          name="password"
          autoComplete={autoComplete}
          maxLength={AUTH_LIMITS.passwordMax}
          value={password?.value}
          onChange={password?.onChange}
        />
      </AuthField>
      {confirm && (
        <AuthField label={confirm.label} error={errors.confirmPassword}>
          <PasswordInput
            name="confirmPassword"
            autoComplete={autoComplete}
            maxLength={AUTH_LIMITS.passwordMax}
            value={confirm.value}
            onChange={confirm.onChange}
          />
        </AuthField>
      )}
    </>
  );
}
