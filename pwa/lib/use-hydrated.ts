import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while this render gives the server's HTML (on the server, and in the browser while React
 * hydrates the part of the page the caller is in, however late its turn comes), true otherwise.
 * The server renders each page once for everyone: what only the phone knows, such as who is
 * signed in, waits for true, and React renders the caller again right after hydrating it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, inBrowser, onServer);
}
