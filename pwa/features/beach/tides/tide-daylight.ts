/**
 * Daylight at the beach, in the tide card's words: when it is light, so the card suggests a walk
 * on the sand only then. Sunrise and sunset come from pwa/lib/daylight.ts, which beach cards at a
 * planned moment read too.
 */
import { formatLondonTime } from '../../../../domain/common/format.ts';
import type { Daylight } from '../../../lib/daylight.ts';

export { type Daylight, daylight } from '../../../lib/daylight.ts';

/** HH:mm in London, to the nearest minute as almanacs print it. */
export const sunClock = (instant: Date) =>
  formatLondonTime(new Date(Math.round(instant.getTime() / 60_000) * 60_000));

/** "Sunrise 07:41 · Sunset 16:19". */
export const describeDaylight = ({ sunrise, sunset }: Daylight) =>
  `Sunrise ${sunClock(sunrise)} · Sunset ${sunClock(sunset)}`;
