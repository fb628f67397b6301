/**
 * The detail panel of a marker (spec §2 Maps): name, location, dog access, View Details and
 * Directions. Built as DOM nodes with textContent, so beach text can never inject markup.
 */
import {
  accessLabel,
  directionsUrl,
  MARKER_COLOURS,
  type MapPoint,
  markerStatus,
  markerTone,
} from './map-view.ts';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** `at`: a planned moment, whose status and colour the panel gives instead of today's. */
export function beachPopupContent({ beach, lat, lng }: MapPoint, at?: Date): HTMLElement {
  const root = el('div', 'ddb-popup');
  root.append(el('p', 'ddb-popup__name', beach.name), el('p', 'ddb-popup__location', beach.location));

  const access = el('p', 'ddb-popup__access');
  const dot = el('span', 'ddb-popup__dot');
  dot.style.background = MARKER_COLOURS[markerTone(beach, at)];
  dot.setAttribute('aria-hidden', 'true');
  access.append(dot, document.createTextNode(accessLabel(beach)));
  // Built when the panel opens, so it says what holds at that moment.
  root.append(access, el('p', 'ddb-popup__today', markerStatus(beach, at).label));

  const actions = el('p', 'ddb-popup__actions');
  const details = el('a', 'ddb-popup__button ddb-popup__button--primary', 'View Details');
  details.href = `/beach/${encodeURIComponent(beach.slug)}`;
  // The map component routes this click in-app instead of reloading the page.
  details.dataset.internal = 'true';
  const directions = el('a', 'ddb-popup__button', 'Directions');
  directions.href = directionsUrl(lat, lng);
  directions.target = '_blank';
  directions.rel = 'noopener noreferrer';
  directions.setAttribute('aria-label', `Directions to ${beach.name} (opens OpenStreetMap in a new tab)`);
  actions.append(details, directions);
  root.append(actions);
  return root;
}
