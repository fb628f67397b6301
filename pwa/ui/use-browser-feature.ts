import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * Whether the browser has a feature, read during render: the server (and a page hydrating the
 * server's HTML) says no, so both render the same markup, and React renders again with the
 * browser's answer right after hydrating.
 */
export function useBrowserFeature(has: () => boolean): boolean {
  return useSyncExternalStore(subscribeNever, has, () => false);
}
