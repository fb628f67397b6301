/**
 * "Save map for offline" on a beach page: stores the map tiles around the beach for a visit with
 * no signal. Shown only when the deployment's tile server allows it (MAP_TILE_PREFETCH; never for
 * OpenStreetMap's own tiles) and the browser has Cache Storage.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { mapConfigQuery } from '../../data/queries/get-map-config.ts';
import { useBrowserFeature } from '../use-browser-feature.ts';
import { SaveMapOfflineProgress } from './save-map-offline-progress.tsx';
import { announcement, summarize, useSaveMapOffline } from './save-map-offline-state.ts';

// Cache Storage exists only in secure contexts.
const cacheStorageExists = () => typeof caches !== 'undefined';

interface Props {
  lat: number;
  lng: number;
}

export function SaveMapOfflineButton({ lat, lng }: Props) {
  const config = useQuery(mapConfigQuery());
  const template = config.data?.mapTilePrefetch ? config.data.mapTileUrl : undefined;
  const { phase, start, cancel } = useSaveMapOffline(lat, lng, template);
  const saving = phase.kind === 'saving';
  const saveRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const keepFocus = useRef(false);
  const hasCacheStorage = useBrowserFeature(cacheStorageExists);

  // The focused button disappears when saving starts and ends: put keyboard focus on the one that
  // replaces it, unless the visitor has moved on (then focus is somewhere other than <body>).
  useEffect(() => {
    if (!keepFocus.current) return;
    if (saving) cancelRef.current?.focus();
    else if (document.activeElement === document.body) saveRef.current?.focus();
  }, [saving]);

  if (!template || !hasCacheStorage) return null;
  const summary = phase.kind === 'finished' ? summarize(phase.result, phase.storage) : undefined;
  return (
    <Stack gap="2" borderTopWidth="1px" borderColor="gray.200" pt="4">
      {saving ? (
        <SaveMapOfflineProgress progress={phase.progress} cancelRef={cancelRef} onCancel={cancel} />
      ) : (
        <Flex gap="3" align="center" wrap="wrap">
          <Button
            ref={saveRef}
            variant="outline"
            colorPalette="sea"
            size="sm"
            onClick={() => {
              keepFocus.current = document.activeElement === saveRef.current;
              start();
            }}
          >
            <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
              <path
                d="M12 3v12M7 10l5 5 5-5M5 21h14"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {phase.kind === 'idle' ? 'Save map for offline' : 'Save map again'}
          </Button>
          <Text fontSize="xs" color="gray.600" flex="1" minW="40">
            Keeps the map within about 2 km of the beach on this device, for when there’s no signal.
          </Text>
        </Flex>
      )}
      <Box role="status" aria-live="polite" fontSize="sm">
        {saving && <Text srOnly>{announcement(phase.progress)}</Text>}
        {summary && (
          <Text color={summary.tone === 'ok' ? 'green.800' : 'red.700'} fontWeight="medium">
            {summary.text}
          </Text>
        )}
        {summary?.detail && <Text color="gray.700">{summary.detail}</Text>}
        {phase.kind === 'broken' && (
          <Text color="red.700" fontWeight="medium">
            This browser won’t let the site store the map (private browsing, or storage switched off).
          </Text>
        )}
      </Box>
    </Stack>
  );
}
