import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../app/router.tsx';
import { appSystem } from '../app/theme.ts';
import { createQueryClient } from '../data/queries/query-client.ts';

const system = appSystem();

/** Renders the real route table at `path`, with fresh providers; returns the router to inspect navigation. */
export function renderRoute(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const utils = render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...utils, router, queryClient };
}
