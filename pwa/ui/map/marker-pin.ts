/** The beach pin, as SVG markup: drawn by the Leaflet markers and by the legend. */
import { MARKER_COLOURS, type MarkerTone } from './map-view.ts';

const PIN_PATH =
  'M14 1C6.8 1 1 6.8 1 14c0 9.6 11.2 19.5 12.3 20.4a1 1 0 0 0 1.4 0C15.8 33.5 27 23.6 27 14 27 6.8 21.2 1 14 1z';

/** The glyph inside each pin: a tick (year-round), a clock (seasonal), a cross (restricted), a question mark (not known). */
const GLYPHS: Record<MarkerTone, string> = {
  green:
    '<path d="M9.5 14.2l3 3 6-6.4" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>',
  amber:
    '<circle cx="14" cy="14" r="6" fill="none" stroke="#fff" stroke-width="2.2"/><path d="M14 10.8V14l2.2 1.6" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>',
  red: '<path d="M10.5 10.5l7 7m0-7l-7 7" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>',
  grey: '<path d="M11.2 11.6a2.9 2.9 0 1 1 4 2.7c-.8.4-1.2 1-1.2 1.8v.4" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/><circle cx="14" cy="19.3" r="1.3" fill="#fff"/>',
};

export function pinSvg(tone: MarkerTone, size = 28): string {
  const height = Math.round((size * 36) / 28);
  return `<svg width="${size}" height="${height}" viewBox="0 0 28 36" aria-hidden="true" focusable="false"><path d="${PIN_PATH}" fill="${MARKER_COLOURS[tone]}" stroke="#fff" stroke-width="2"/>${GLYPHS[tone]}</svg>`;
}
