/**
 * A section below the fold that reads data or code of its own (tides, reviews, photos, the
 * map): rendered once it comes near the viewport, so the first view does not fetch or compute
 * for it. Until then, and on the server, it holds its place with `minH`, so nothing moves when
 * it arrives.
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport.ts';

export function WhenNearViewport({
  minH,
  id,
  whenIdle = false,
  children,
}: {
  minH: string;
  /** The section's own id, held by the placeholder, so a link to `#id` lands on it (and loads it). */
  id?: string;
  /** Also render once the page has settled, near or not (content a reader expects to be ready). */
  whenIdle?: boolean;
  children: ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>('300px', { whenIdle });
  if (near) return <>{children}</>;
  return <Box ref={ref} id={id} minH={minH} scrollMarginTop="24" aria-hidden />;
}
