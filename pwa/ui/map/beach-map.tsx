/**
 * The beach map (spec §2 Maps), loaded lazily with Leaflet and its CSS. Live tiles come from
 * /api/config; when they cannot load it becomes the schematic map: the bundled coastline under
 * the same markers, an Interactive View / Map View switch and a list of the first 12 beaches,
 * so the map is never blank offline.
 */
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './beach-map.css';
import { Box, Center, Spinner, Stack } from '@chakra-ui/react';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { createBeachMarkers, loadCoastline } from './leaflet-layers.ts';
import { MapFallbackList } from './map-fallback-list.tsx';
import { MapLegend } from './map-legend.tsx';
import type { BeachMapProps } from './map-types.ts';
import { initialView, osmEmbedUrl, toPoints } from './map-view.ts';
import { MapViewSwitch, type SchematicView } from './map-view-switch.tsx';
import { useLiveTiles } from './use-live-tiles.ts';

const COASTLINE_ATTRIBUTION = 'Coastline: Natural Earth';

export default function BeachMap({ beaches, height = '420px', label, at }: BeachMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [view, setView] = useState<SchematicView>('interactive');
  const navigate = useNavigate();
  // The map is built once; it reads the latest navigate through this ref.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const points = useMemo(() => toPoints(beaches), [beaches]);
  const tiles = useLiveTiles(map);
  const schematic = tiles === 'failed';

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Zoom limits on the map itself: markers and clusters need them before any tile layer exists.
    // Quarter-step zoom lets fitBounds frame the beaches snugly on a narrow phone.
    const created = L.map(container, {
      keyboard: true,
      scrollWheelZoom: false,
      minZoom: 5,
      maxZoom: 18,
      zoomSnap: 0.25,
    });
    created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    setMap(created);

    // Popup "View Details" links navigate in-app; Escape closes the panel and returns focus.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-internal]');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigateRef.current(link.getAttribute('href') ?? '/');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const source = created.getPane('popupPane')?.contains(document.activeElement)
        ? container.querySelector<HTMLElement>('.ddb-marker[data-popup-open]')
        : null;
      created.closePopup();
      source?.focus({ preventScroll: true });
    };
    container.addEventListener('click', onClick);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('click', onClick);
      container.removeEventListener('keydown', onKeyDown);
      created.remove();
      setMap(null);
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    const markers = createBeachMarkers(points, at).addTo(map);
    const framing = initialView(points);
    if (framing.kind === 'centre') map.setView(framing.center, framing.zoom);
    else
      map.fitBounds(framing.bounds, {
        padding: [framing.padding, framing.padding],
        maxZoom: framing.maxZoom,
      });
    return () => {
      markers.remove();
    };
  }, [map, points, at]);

  useEffect(() => {
    if (!map || !schematic) return;
    let layer: L.GeoJSON | undefined;
    let cancelled = false;
    loadCoastline()
      .then((coast) => {
        if (cancelled) return;
        layer = coast.addTo(map);
        layer.bringToBack();
      })
      // Without the coastline the sea-coloured map still shows every marker.
      .catch(() => {});
    map.attributionControl.addAttribution(COASTLINE_ATTRIBUTION);
    return () => {
      cancelled = true;
      layer?.remove();
      map.attributionControl.removeAttribution(COASTLINE_ATTRIBUTION);
    };
  }, [map, schematic]);

  // The container was hidden behind the Map View frame: Leaflet must measure it again.
  useEffect(() => {
    if (map && view === 'interactive') map.invalidateSize();
  }, [map, view]);

  const embedded = schematic && view === 'map';
  return (
    <Stack as="section" aria-label={label ?? `Map of ${points.length} beaches`} gap="3">
      {schematic && <MapViewSwitch view={view} onChange={setView} />}
      <Box
        position="relative"
        h={height}
        rounded="xl"
        overflow="hidden"
        borderWidth="1px"
        borderColor="sea.200"
      >
        <Box
          ref={containerRef}
          className="ddb-map"
          h="full"
          display={embedded ? 'none' : 'block'}
          role="group"
          aria-label="Interactive map: arrow keys pan, plus and minus zoom, Tab moves between beaches"
        />
        {embedded && (
          <iframe
            title="OpenStreetMap of the beaches on this map"
            src={osmEmbedUrl(points)}
            style={{ width: '100%', height: '100%', border: 0 }}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
        {tiles === 'loading' && (
          <Center position="absolute" top="3" left="50%" transform="translateX(-50%)" zIndex="1000">
            <Center
              gap="2"
              bg="white"
              px="3"
              py="1.5"
              rounded="full"
              shadow="sm"
              fontSize="sm"
              color="gray.700"
            >
              <Spinner size="xs" color="sea.600" />
              Loading map…
            </Center>
          </Center>
        )}
      </Box>
      <MapLegend planned={at !== undefined} />
      {/* A one-beach map sits on that beach's own page: a list of just it would say nothing new. */}
      {schematic && points.length > 1 && <MapFallbackList beaches={points.map((p) => p.beach)} at={at} />}
    </Stack>
  );
}
