/**
 * What bench/scale.ts times in Chromium: the app's own code for the mirror, its filters and its
 * map, bundled from pwa/ and domain/ as they are (bench/scale-browser.ts builds and serves it on
 * the app's origin), exposed as `window.scaleBench`:
 * - firstSync: a fresh mirror pulls the snapshot (pwa/data/mirror/sync-client.ts → Dexie);
 * - keystrokes: the photo picker's search per keystroke (domain/beaches/beach-search.ts over the list
 *   the mirror answers), the listing's filter over that list as the API's twin runs it
 *   (domain/beaches/beach-filters.ts queryBeaches) and the listing's whole mirror read as the app makes
 *   it (pwa/data/mirror/mirror-reads.ts readBeachesPage: the sync marker, then the beaches kept in
 *   memory and their prepared listing) for each text typed so far; then the first such read
 *   after a write to the mirror, which reads every beach from IndexedDB again;
 * - mapRender: every beach as a clustered marker (pwa/ui/map/leaflet-layers.ts), built and
 *   framed in the order BeachMap does it, until the frame that shows them is painted.
 */
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import '../pwa/ui/map/beach-map.css';
import L from 'leaflet';
import { type BeachListingQuery, queryBeaches } from '../domain/beaches/beach-filters.ts';
import { beachListingQuerySchema } from '../domain/beaches/beach-listing-query.ts';
import { searchBeaches } from '../domain/beaches/beach-search.ts';
import { MirrorDatabase } from '../pwa/data/mirror/mirror-db.ts';
import { readAllBeaches, readBeachesPage } from '../pwa/data/mirror/mirror-reads.ts';
import { pullSync } from '../pwa/data/mirror/sync-client.ts';
import { createBeachMarkers } from '../pwa/ui/map/leaflet-layers.ts';
import {
  initialView,
  type MapPoint,
  markerStatusToday,
  markerTone,
  toPoints,
} from '../pwa/ui/map/map-view.ts';
import { pinSvg } from '../pwa/ui/map/marker-pin.ts';

const db = new MirrorDatabase('scale-bench');
const round = (ms: number) => Math.round(ms * 100) / 100;
const since = (started: number) => round(performance.now() - started);
/** The frame after the current one has started: the current one was painted. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Words typed one letter at a time: common beach words and place prefixes. */
const WORDS = ['sands', 'porth', 'north', 'bay', 'cove', 'st ives'];
const keystrokes = WORDS.flatMap((word) => Array.from(word, (_, i) => word.slice(0, i + 1)));

/** The listing's own query for a search, every other field at the schema's default. */
const listing = (search: string): BeachListingQuery =>
  beachListingQuerySchema.parse({ search, sortBy: 'name' });

async function firstSync() {
  let started = performance.now();
  const result = await pullSync(db);
  const pullMs = since(started);
  // The download and JSON parse alone (past the HTTP cache), to see what the pull spent on it.
  started = performance.now();
  const snapshot = await (await fetch('/api/sync', { cache: 'no-store' })).json();
  const downloadAndParseMs = since(started);
  return { kind: result.kind, beaches: snapshot.beaches.length, pullMs, downloadAndParseMs };
}

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return since(started);
}

async function typing(listingReads: number) {
  let started = performance.now();
  const beaches = (await readAllBeaches(db)) ?? [];
  const readAllMs = since(started);
  const picker = keystrokes.map((text) => timed(() => searchBeaches(beaches, text)));
  const queries = keystrokes.map(listing);
  const listingFilter = queries.map((query) => timed(() => queryBeaches(beaches, query)));
  const mirrorRead: number[] = [];
  for (const text of keystrokes.slice(0, listingReads)) {
    started = performance.now();
    await readBeachesPage(db, new URLSearchParams({ search: text }));
    mirrorRead.push(since(started));
  }
  // A sync that changed one beach: the next keystroke reads the mirror again.
  if (beaches[0]) await db.beaches.put(beaches[0]);
  started = performance.now();
  await readBeachesPage(db, new URLSearchParams({ search: keystrokes[0] }));
  const readAfterWriteMs = since(started);
  return {
    beaches: beaches.length,
    keystrokes: keystrokes.length,
    readAllMs,
    picker,
    listingFilter,
    mirrorRead,
    readAfterWriteMs,
  };
}

async function mapRender() {
  const beaches = (await readAllBeaches(db)) ?? [];
  const container = document.createElement('div');
  container.className = 'ddb-map';
  container.style.cssText = 'width: 390px; height: 420px';
  document.body.append(container);
  await painted();
  const started = performance.now();
  const points = toPoints(beaches);
  // BeachMap's options and order: the map, then the clustered markers, then the framing.
  const map = L.map(container, {
    keyboard: true,
    scrollWheelZoom: false,
    minZoom: 5,
    maxZoom: 18,
    zoomSnap: 0.25,
  });
  const markers = createBeachMarkers(points);
  const markersMs = since(started);
  markers.addTo(map);
  const framing = initialView(points);
  if (framing.kind === 'centre') map.setView(framing.center, framing.zoom);
  else
    map.fitBounds(framing.bounds, { padding: [framing.padding, framing.padding], maxZoom: framing.maxZoom });
  const builtMs = since(started);
  await painted();
  const firstRenderMs = since(started);
  const shown = container.querySelectorAll('.ddb-marker, .ddb-cluster').length;
  const iconsMade = (markers.getLayers() as L.Marker[]).filter(
    (m) => m.options.icon instanceof L.DivIcon,
  ).length;
  map.remove();
  container.remove();
  return {
    markers: points.length,
    iconsOnScreen: shown,
    iconsMade,
    markersMs,
    builtMs,
    firstRenderMs,
    ...markerParts(points),
  };
}

/**
 * What making every marker's icon up front would cost, once the map is gone: each beach's status
 * today, and its pin's DOM (the markers now make theirs when first shown).
 */
function markerParts(points: MapPoint[]) {
  let started = performance.now();
  for (const point of points) markerStatusToday(point.beach);
  const statusTodayMs = since(started);
  started = performance.now();
  for (const point of points) document.createElement('span').innerHTML = pinSvg(markerTone(point.beach));
  return { statusTodayMs, pinDomMs: since(started) };
}

Object.assign(window, { scaleBench: { firstSync, typing, mapRender } });
