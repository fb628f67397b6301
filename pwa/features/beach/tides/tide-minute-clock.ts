import { useEffect, useState } from 'react';
import {
  endOfMinute,
  isRenderingForServer,
  renderNow,
  wordsChangeAt,
} from '../../../lib/render-environment.ts';

const MINUTE = 60_000;

/**
 * The current time, refreshed as each clock minute begins, so "in 2h 15m" and the curve's
 * "now" change together with the phone's own clock rather than up to a minute late.
 */
export function useMinuteClock(): Date {
  // A page the server rendered starts at the server's instant (hydration must match it).
  const [now, setNow] = useState(renderNow);
  wordsChangeAt(() => endOfMinute(now));
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(new Date());
    if (isRenderingForServer()) tick();
    const timeout = setTimeout(
      () => {
        tick();
        interval = setInterval(tick, MINUTE);
      },
      MINUTE - (Date.now() % MINUTE),
    );
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, []);
  return now;
}
