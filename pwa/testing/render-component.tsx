import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appSystem } from '../app/theme.ts';
import { createQueryClient } from '../data/queries/query-client.ts';
import { ToastHost } from '../ui/toast-host.tsx';

const system = appSystem();

/** One component on its own (no page around it), with the app's providers, a router and the toast region. */
export function renderComponent(ui: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: [ui, <ToastHost key="toasts" />] }], {
    initialEntries: [path],
  });
  const queryClient = createQueryClient();
  const utils = render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...utils, router, queryClient, user: userEvent.setup() };
}
