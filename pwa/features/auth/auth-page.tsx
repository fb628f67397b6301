/**
 * /auth (spec §2 "Auth page"): Sign In and Sign Up tabs. Anyone already signed in (including
 * someone who just signed in here) goes on to returnTo, a same-site path, by default home.
 */
import { Alert, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeReturnTo } from '../../../domain/accounts/auth.ts';
import { useCurrentUser } from '../../data/queries/current-user.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { AuthShell } from './auth-shell.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { VerificationPending } from './verification-pending.tsx';

type Tab = 'signin' | 'signup';

export default function AuthPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const user = useCurrentUser();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'signup' ? 'signup' : 'signin');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  // A provider sign-in that failed comes back here with its reason (api/routes/auth/oidc.ts).
  const providerError = params.get('error');

  if (user.data) return <Navigate to={returnTo} replace />;
  if (user.isPending) {
    return <PageLoading />;
  }

  if (pendingEmail) {
    return (
      <AuthShell title="Almost there" pageTitle="Verify your email">
        <VerificationPending
          email={pendingEmail}
          onBack={() => {
            setPendingEmail(null);
            setTab('signin');
          }}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={tab === 'signin' ? 'Welcome back' : 'Create your account'}
      pageTitle={tab === 'signin' ? 'Sign In' : 'Sign Up'}
      intro={
        tab === 'signin'
          ? 'Sign in to share photos, feedback and dog walks with other owners.'
          : 'Join free to share photos, feedback and dog walks with other owners.'
      }
    >
      {providerError && (
        <Alert.Root status="error" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Description>{providerError}</Alert.Description>
        </Alert.Root>
      )}
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setTab(e.value as Tab)}
        variant="enclosed"
        colorPalette="sea"
        fitted
        lazyMount
        unmountOnExit
      >
        <Tabs.List bg="sand.100" rounded="xl" p="1" mb="6">
          <Tabs.Trigger value="signin" rounded="lg" fontWeight="semibold">
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" rounded="lg" fontWeight="semibold">
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin" p="0">
          <SignInForm onNeedsVerification={setPendingEmail} />
        </Tabs.Content>
        <Tabs.Content value="signup" p="0">
          <SignUpForm onNeedsVerification={setPendingEmail} />
        </Tabs.Content>
      </Tabs.Root>
    </AuthShell>
  );
}
