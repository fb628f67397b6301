import { describe, expect, it } from 'vitest';
import {
  firstFieldErrors,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  safeReturnTo,
  verifyEmailSchema,
} from './auth.ts';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : firstFieldErrors(result.error as Parameters<typeof firstFieldErrors>[0]);

describe('loginSchema', () => {
  it('asks for a valid email and a password', () => {
    expect(errorsOf(loginSchema.safeParse({ email: 'nope', password: '' }))).toEqual({
      email: 'Invalid email address',
      password: 'Password is required',
    });
  });

  it('accepts and trims a valid email', () => {
    const parsed = loginSchema.parse({ email: '  sam@example.com ', password: 'x' });
    expect(parsed.email).toBe('sam@example.com');
  });
});

describe('registerSchema', () => {
  const valid = {
    email: 'sam@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
    firstName: 'Sam',
    lastName: 'Walker',
  };

  it('gives every spec message for an empty form', () => {
    expect(
      errorsOf(
        registerSchema.safeParse({
          email: '',
          password: '',
          confirmPassword: '',
          firstName: ' ',
          lastName: '',
        }),
      ),
    ).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('reports mismatched passwords on confirmPassword, even while a name is missing', () => {
    expect(
      errorsOf(registerSchema.safeParse({ ...valid, firstName: '', confirmPassword: 'secret2' })),
    ).toEqual({ firstName: 'First name is required', confirmPassword: "Passwords don't match" });
  });

  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it('limits names and passwords', () => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, lastName: 'x'.repeat(101) })).lastName).toMatch(
      /at most 100/,
    );
    const long = 'x'.repeat(201);
    expect(
      errorsOf(registerSchema.safeParse({ ...valid, password: long, confirmPassword: long })).password,
    ).toBe('Password must be at most 200 characters');
  });
});

describe('forgot, reset and verify', () => {
  it('needs a valid email to send a reset link', () => {
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: 'sam@' }))).toEqual({
      email: 'Invalid email address',
    });
  });

  it('needs the token and two matching passwords of 6+ characters to reset', () => {
    expect(
      errorsOf(resetPasswordSchema.safeParse({ token: '', password: '123', confirmPassword: '' })),
    ).toEqual({
      token: 'Reset token is required',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      errorsOf(resetPasswordSchema.safeParse({ token: 't', password: '123456', confirmPassword: '1234567' })),
    ).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('needs a verification token', () => {
    expect(errorsOf(verifyEmailSchema.safeParse({}))).toEqual({ token: 'Verification token is required' });
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/beach/croyde-beach?tab=walks#photos', '/beach/croyde-beach?tab=walks#photos'],
    ['/community/upload?beachId=3', '/community/upload?beachId=3'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/auth?returnTo=/auth', '/'],
    ['/api/logout', '/'],
    ['/profile\n', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
