/**
 * The map is code-split: Leaflet and its CSS load only when a page actually shows a map.
 */
import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { BeachMapProps } from './map-types.ts';

const BeachMap = lazy(() => import('./beach-map.tsx'));

export function LazyBeachMap(props: BeachMapProps) {
  return (
    <Suspense
      fallback={
        <Center h={props.height ?? '420px'} bg="sea.50" rounded="lg">
          <Spinner color="sea.600" aria-label="Loading map" />
        </Center>
      }
    >
      <BeachMap {...props} />
    </Suspense>
  );
}
