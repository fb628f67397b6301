/**
 * The Leaflet layers of the beach map: keyboard-reachable beach markers in clusters, and the
 * bundled coastline the schematic map draws when tiles cannot load. Kept thin: the decisions
 * live in map-view.ts.
 */
import L from 'leaflet';
import 'leaflet.markercluster';
import { fetchCoastline } from '../../data/static/coastline.ts';
import { beachPopupContent } from './beach-popup.ts';
import { accessLabel, type MapPoint, markerStatus, markerTone } from './map-view.ts';
import { pinSvg } from './marker-pin.ts';

function markerIcon(point: MapPoint, at: Date | undefined): L.DivIcon {
  const html = document.createElement('span');
  const tone = markerTone(point.beach, at);
  html.innerHTML = pinSvg(tone);
  html.dataset.tone = tone;
  const name = document.createElement('span');
  name.className = 'ddb-sr';
  name.textContent = `${point.beach.name}, ${accessLabel(point.beach)}, ${markerStatus(point.beach, at).label}`;
  html.append(name);
  return L.divIcon({
    html,
    className: 'ddb-marker',
    iconSize: [28, 36],
    iconAnchor: [14, 36],
    popupAnchor: [0, -32],
  });
}

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 36 : count < 50 ? 42 : 50;
  return L.divIcon({
    html: `<span class="ddb-cluster__bubble" aria-hidden="true">${count}</span><span class="ddb-sr">${count} beaches here: press Enter to zoom in</span>`,
    className: 'ddb-cluster',
    iconSize: [size, size],
  });
}

const elementOf = (layer: L.Marker) => layer.getElement() as HTMLElement | undefined;

/**
 * A beach's marker. Its icon (the pin and the name a screen reader reads, with today's dog
 * status) and its detail panel are made the first time it is shown: with thousands of beaches
 * most sit inside clusters and are never drawn, and making every icon up front took 2.2 of the
 * 3.4 s to a first view of 10,000 beaches (bench/RESULTS.md, "Scale"). Until then it holds only
 * its place; a marker is only clicked or focused once it is on the map.
 */
class BeachMarker extends L.Marker {
  private made = false;

  constructor(
    private readonly point: MapPoint,
    private readonly at: Date | undefined,
  ) {
    super([point.lat, point.lng], { keyboard: true, riseOnHover: true });
  }

  override onAdd(map: L.Map): this {
    if (!this.made) {
      this.made = true;
      this.options.icon = markerIcon(this.point, this.at);
      this.makeInteractive();
    }
    return super.onAdd(map);
  }

  private makeInteractive(): void {
    const { point, at } = this;
    this.bindPopup(() => beachPopupContent(point, at), {
      maxWidth: 300,
      // Keep the panel clear of the zoom buttons in the top-left corner.
      autoPanPaddingTopLeft: [60, 24],
      autoPanPaddingBottomRight: [24, 24],
    });
    this.on('popupopen', (event) => {
      // Marks where Escape should send focus back to (the map handles Escape).
      elementOf(this)?.setAttribute('data-popup-open', '');
      const cameFromMarker = document.activeElement === elementOf(this);
      const link = (event as L.PopupEvent).popup.getElement()?.querySelector('a.ddb-popup__button');
      if (cameFromMarker && link instanceof HTMLElement) link.focus({ preventScroll: true });
    });
    this.on('popupclose', () => elementOf(this)?.removeAttribute('data-popup-open'));
  }
}

/**
 * One marker per beach, clustered. Enter on a marker opens its detail panel and moves focus into
 * it; Escape (handled by the map) brings focus back. Enter on a cluster zooms in and focuses the
 * first beach it held. With `at` (a planned moment) each says the beach's status for dogs then.
 */
export function createBeachMarkers(points: readonly MapPoint[], at?: Date): L.MarkerClusterGroup {
  const group = L.markerClusterGroup({
    showCoverageOnHover: false,
    maxClusterRadius: 48,
    spiderfyOnMaxZoom: true,
    iconCreateFunction: clusterIcon,
  });
  // One at a time: off the map, addLayers checks each marker against all those before it.
  for (const point of points) group.addLayer(new BeachMarker(point, at));

  let refocus: L.Marker[] | null = null;
  group.on('clusterkeypress', (event) => {
    const { originalEvent, layer } = event as L.LeafletKeyboardEvent & { layer: L.MarkerCluster };
    if (originalEvent.key === 'Enter') refocus = layer.getAllChildMarkers();
  });
  group.on('animationend', () => {
    if (!refocus) return;
    const first = group.getVisibleParent(refocus[0]) as L.Marker | null;
    refocus = null;
    if (first) elementOf(first)?.focus({ preventScroll: true });
  });
  return group;
}

/** The bundled coastline of the South West (Natural Earth, public domain) as a map layer. */
export async function loadCoastline(): Promise<L.GeoJSON> {
  return L.geoJSON(await fetchCoastline(), {
    interactive: false,
    // No outline: the data is clipped to a box, and a stroke would draw its straight edges.
    style: { stroke: false, fillColor: '#eee0c2', fillOpacity: 1 },
  });
}
