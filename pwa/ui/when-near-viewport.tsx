/**
 * A section below the fold that reads data or code of its own (tides, reviews, photos, the
 * map): rendered once it comes near the viewport, so the first view does not fetch or compute
 * for it. Until then, and on the server, it holds its place with `minH`, so nothing moves when
 * it arrives.
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport.ts';

export function WhenNearViewport({ minH, children }: { minH: string; children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (near) return <>{children}</>;
  return <Box ref={ref} minH={minH} aria-hidden />;
}
