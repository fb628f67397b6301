import { useEffect, useState } from 'react';
import { endOfMinute, wordsChangeAt } from '../../../lib/render-environment.ts';
import { useRenderInstant } from '../../../lib/use-now.ts';

const MINUTE = 60_000;

/**
 * The current time, refreshed as each clock minute begins, so "in 2h 15m" and the curve's
 * "now" change together with the phone's own clock rather than up to a minute late.
 */
export function useMinuteClock(): Date {
  // A part of a page the server rendered starts at the server's instant (hydration must match it).
  const first = useRenderInstant();
  const [now, setNow] = useState(first);
  wordsChangeAt(() => endOfMinute(now));
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(new Date());
    // Hydrated at the server's instant, of another minute: the phone's clock from now on.
    const minuteOf = (at: number) => Math.floor(at / MINUTE);
    setNow((shown) => (minuteOf(shown.getTime()) === minuteOf(Date.now()) ? shown : new Date()));
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
