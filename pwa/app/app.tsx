import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { startOfflineCopyWhenIdle } from './offline-copy-start.ts';
import { createRouter } from './router.tsx';
import { system } from './theme.ts';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  useEffect(() => startOfflineCopyWhenIdle(queryClient), [queryClient]);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
