import { useCallback, useEffect, useRef } from 'react';
import { type SetURLSearchParams, useSearchParams } from 'react-router';

type Change = (newest: URLSearchParams) => URLSearchParams;
type Options = Parameters<SetURLSearchParams>[1];

/**
 * The page's query string, changed from the newest address asked for rather than the one last
 * rendered. A change of address runs the route's loader and then renders in a transition, so the
 * page can show the old address for a moment after a control asked for a new one: a second
 * control used meanwhile (Parking, then a sort) would otherwise build on the old one and undo the
 * first. An address the page renders that nobody here asked for (back, a link) starts afresh.
 */
export function useNewestSearchParams(): [URLSearchParams, (change: Change, options?: Options) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  /** The address rendered when the first of them was asked for, and those asked for since, the newest last. */
  const asked = useRef<{ from: string; addresses: string[] } | null>(null);
  useEffect(() => {
    // One asked for has been rendered: those asked before it are past, those after still to come.
    const run = asked.current;
    const at = run ? run.addresses.indexOf(rendered) : -1;
    if (run && at >= 0) asked.current = { from: rendered, addresses: run.addresses.slice(at + 1) };
  }, [rendered]);
  const change = useCallback(
    (next: Change, options?: Options) => {
      const run = asked.current;
      const ours =
        run !== null &&
        run.addresses.length > 0 &&
        (run.from === rendered || run.addresses.includes(rendered));
      const base = ours ? (run.addresses.at(-1) ?? rendered) : rendered;
      const address = next(new URLSearchParams(base)).toString();
      asked.current = {
        from: ours ? run.from : rendered,
        addresses: [...(ours ? run.addresses : []), address],
      };
      setParams(new URLSearchParams(address), options);
    },
    [rendered, setParams],
  );
  return [params, change];
}
