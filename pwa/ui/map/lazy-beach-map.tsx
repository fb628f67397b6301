/**
 * The map is code-split twice over: Leaflet and its CSS load only when a page shows a map,
 * and only once the map area comes near the viewport, so a first visit pays nothing for a
 * map below the fold.
 */
import { Box, Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNearViewport } from '../use-near-viewport.ts';
import { MapLoadBoundary } from './map-load-boundary.tsx';
import type { BeachMapProps } from './map-types.ts';

// A failed lazy() stays failed: a retry needs a new one.
const loadBeachMap = () => lazy(() => import('./beach-map.tsx'));

export function LazyBeachMap(props: BeachMapProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt loads the code afresh
  const BeachMap = useMemo(loadBeachMap, [attempt]);
  const placeholder = (
    <Center h={props.height ?? '420px'} bg="sea.50" rounded="lg">
      <Spinner color="sea.600" role="status" aria-label="Loading map" />
    </Center>
  );
  return (
    <Box ref={ref} minH={props.height ?? '420px'}>
      {near ? (
        <MapLoadBoundary height={props.height ?? '420px'} onRetry={() => setAttempt((n) => n + 1)}>
          <Suspense fallback={placeholder}>
            <BeachMap {...props} />
          </Suspense>
        </MapLoadBoundary>
      ) : (
        placeholder
      )}
    </Box>
  );
}
