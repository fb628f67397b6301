import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/**
 * The current time, refreshed as each clock minute begins, so "in 2h 15m" and the curve's
 * "now" change together with the phone's own clock rather than up to a minute late.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => setNow(new Date());
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
