import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMapBeach } from '../../testing/factories.ts';
import { createBeachMarkers } from './leaflet-layers.ts';
import type { MapBeach } from './map-types.ts';
import { type MapPoint, toPoints } from './map-view.ts';

const beach = (overrides: Partial<MapBeach> = {}): MapBeach => buildMapBeach({ dogRules: [], ...overrides });

/** Beaches spread over the South West, a few hundred metres apart: most share a cluster at first. */
const spread = (count: number) =>
  toPoints(
    Array.from({ length: count }, (_, i) =>
      beach({ latitude: String(50.2 + (i % 40) * 0.02), longitude: String(-5 + Math.floor(i / 40) * 0.02) }),
    ),
  );

let map: L.Map | undefined;
afterEach(() => {
  map?.remove();
  map = undefined;
  document.body.innerHTML = '';
});

/** A Leaflet map in jsdom, which lays nothing out: the container is given a phone's map size. */
function showOnMap(points: MapPoint[], center: L.LatLngExpression, zoom: number) {
  const container = document.createElement('div');
  Object.defineProperties(container, {
    clientWidth: { get: () => 390 },
    clientHeight: { get: () => 420 },
  });
  document.body.append(container);
  map = L.map(container, { keyboard: true, zoomAnimation: false, fadeAnimation: false, maxZoom: 18 });
  const markers = createBeachMarkers(points).addTo(map);
  map.setView(center, zoom, { animate: false });
  return { container, markers };
}

const madeIcons = (markers: L.MarkerClusterGroup) =>
  (markers.getLayers() as L.Marker[]).filter((m) => m.options.icon instanceof L.DivIcon).length;

describe('beach markers', () => {
  it('make a marker icon only for the beaches shown, not for those inside clusters', () => {
    const points = spread(400);
    const { container, markers } = showOnMap(points, [50.6, -4.6], 9);
    expect(markers.getLayers()).toHaveLength(400);
    expect(container.querySelectorAll('.ddb-cluster').length).toBeGreaterThan(0);
    const shown = container.querySelectorAll('.ddb-marker').length;
    expect(madeIcons(markers)).toBe(shown);
    expect(shown).toBeLessThan(50);
  });

  it('make icons as beaches come into view, each once, and keep them as they go in and out of clusters', () => {
    const points = spread(400);
    const { container, markers } = showOnMap(points, [50.6, -4.6], 9);
    const first = points[0];
    map?.setView([first.lat, first.lng], 16, { animate: false });
    const marker = (markers.getLayers() as L.Marker[])[0];
    const name = marker.getElement()?.querySelector('.ddb-sr');
    expect(name?.textContent).toMatch(/^Beach \d+, /);
    expect(container.querySelectorAll('.ddb-marker').length).toBeGreaterThan(0);
    expect(madeIcons(markers)).toBeLessThan(50);
    map?.setView([first.lat, first.lng], 8, { animate: false });
    map?.setView([first.lat, first.lng], 16, { animate: false });
    // Shown again, in a new element, with the name made the first time.
    expect(marker.getElement()?.querySelector('.ddb-sr')).toBe(name);
  });

  it('are buttons named by the beach, its access and its status today', () => {
    const croyde = beach({ name: 'Croyde Bay', latitude: '51.13', longitude: '-4.24' });
    const { container } = showOnMap(toPoints([croyde]), [51.13, -4.24], 11);
    const marker = container.querySelector<HTMLElement>('.ddb-marker');
    expect(marker?.getAttribute('role')).toBe('button');
    expect(marker?.tabIndex).toBe(0);
    expect(marker?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(marker?.querySelector('.ddb-sr')?.textContent).toBe(
      'Croyde Bay, Year Round Access, Dogs welcome today',
    );
  });

  it('open their detail panel on Enter, with focus moved to View Details, and mark where to return', () => {
    const croyde = beach({ name: 'Croyde Bay', slug: 'croyde-bay', latitude: '51.13', longitude: '-4.24' });
    const { container } = showOnMap(toPoints([croyde]), [51.13, -4.24], 11);
    const marker = container.querySelector<HTMLElement>('.ddb-marker');
    marker?.focus();
    marker?.dispatchEvent(new KeyboardEvent('keypress', { key: 'Enter', keyCode: 13, bubbles: true }));
    const details = container.querySelector<HTMLAnchorElement>('a.ddb-popup__button');
    expect(details?.textContent).toBe('View Details');
    expect(details?.getAttribute('href')).toBe('/beach/croyde-bay');
    expect(document.activeElement).toBe(details);
    expect(marker?.hasAttribute('data-popup-open')).toBe(true);
    map?.closePopup();
    expect(marker?.hasAttribute('data-popup-open')).toBe(false);
  });

  it('open their detail panel on a click', () => {
    const bantham = beach({ name: 'Bantham', latitude: '50.28', longitude: '-3.88' });
    const { container } = showOnMap(toPoints([bantham]), [50.28, -3.88], 11);
    container.querySelector('.ddb-marker')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(container.querySelector('.ddb-popup__name')?.textContent).toBe('Bantham');
  });
});
