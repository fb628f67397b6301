/**
 * A part of a server page hydrated after the root (each <Suspense> part has its turn later, in a
 * task of its own) renders what the server rendered, not what the phone knows by then (issue #32
 * item 5): the server's instant, whatever the phone's clock says, and nobody signed in, though the
 * phone's session has answered; then the phone's own.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { type ReactNode, Suspense, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useCurrentUser } from '../data/queries/current-user.ts';
import { createQueryClient } from '../data/queries/query-client.ts';
import { queryKeys } from '../data/queries/query-keys.ts';
import { firstRenderCommitted, startHydration, withServerRender } from '../lib/render-environment.ts';
import { useNow } from '../lib/use-now.ts';
import { buildUser } from '../testing/account-handlers.ts';

/** Far from the phone's clock: another year, another season. */
const SERVER_INSTANT = new Date('2020-01-15T12:00:00Z');

function Clock() {
  return <p data-testid="clock">{useNow(60_000, null).toISOString()}</p>;
}

function Account() {
  const user = useCurrentUser();
  return <p data-testid="account">{user.data ? `Signed in as ${user.data.firstName}` : 'Sign in'}</p>;
}

/** As the app: the root commits first (App's effect), then the page's part is hydrated. */
function Page({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => firstRenderCommitted(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense>{children}</Suspense>
    </QueryClientProvider>
  );
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

/** The server's HTML of `part`, hydrated with the browser's query cache: no mismatch (a recoverable error). */
async function hydrateServerPage(part: ReactNode, browserCache: QueryClient): Promise<HTMLElement> {
  const { rendered } = withServerRender({ origin: 'http://localhost', now: SERVER_INSTANT }, () =>
    renderToString(<Page queryClient={createQueryClient()}>{part}</Page>),
  );
  const container = document.createElement('div');
  container.innerHTML = rendered;
  document.body.append(container);
  containers.push(container);
  const errors: unknown[] = [];
  startHydration(SERVER_INSTANT);
  await act(async () => {
    hydrateRoot(container, <Page queryClient={browserCache}>{part}</Page>, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(errors).toEqual([]);
  return container;
}

const text = (container: HTMLElement, id: string) =>
  container.querySelector(`[data-testid="${id}"]`)?.textContent;

it('hydrates a late part at the server’s instant, then shows the phone’s clock', async () => {
  const container = await hydrateServerPage(<Clock />, createQueryClient());
  const shown = new Date(text(container, 'clock') ?? '');
  expect(Math.abs(shown.getTime() - Date.now())).toBeLessThan(60_000);
});

it('hydrates a late part with nobody signed in, then shows the account the phone’s session names', async () => {
  const browserCache = createQueryClient();
  browserCache.setQueryData(queryKeys.auth.user, buildUser({ firstName: 'Robin' }));
  const container = await hydrateServerPage(<Account />, browserCache);
  expect(text(container, 'account')).toBe('Signed in as Robin');
});
