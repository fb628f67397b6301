/**
 * The shared stylesheet the server's pages inline, loaded into the browser's cache: a file of the
 * site itself, fetched here so the data layer stays the one place that talks to the network.
 */

/** Loads a stylesheet into the browser's cache, quietly: its answer is all that matters. */
export function warmStylesheet(path: string): void {
  void fetch(path).then(
    (response) => response.arrayBuffer(),
    () => undefined,
  );
}
