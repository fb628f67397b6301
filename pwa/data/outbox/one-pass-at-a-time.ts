/**
 * Runs `work` one pass at a time: a request while a pass runs is folded into exactly one more
 * pass after it (never lost, never run alongside). The mirror's pull and the outbox's sender both
 * work this way.
 *
 * A request during a pass may stand for a change the pass has already read past (the server
 * changed after the pull asked), so it always gets a pass that starts after it. The run is over
 * in the same step that finds nothing more asked for: a request a moment later starts a new run
 * rather than joining one that has already decided to stop.
 */
export interface PassRunner {
  /** A pass as soon as possible; resolves once no pass is left to run. */
  run(): Promise<void>;
  /** Resolves when the pass under way (if any) is over, without asking for another. */
  settle(): Promise<void>;
}

export function onePassAtATime(work: () => Promise<void>): PassRunner {
  let running: Promise<void> | null = null;
  let busy = false;
  let again = false;
  const passes = async () => {
    try {
      do {
        again = false;
        await work();
      } while (again);
    } finally {
      // Not in a .finally() of the run's promise: that ran a few microtasks later, and a request
      // in between was folded into a run that had already ended, and lost.
      busy = false;
    }
  };
  return {
    run() {
      if (busy) {
        again = true;
        // Asked from within a run's first step, before its promise exists: it exists a step later.
        return running ?? Promise.resolve().then(() => running ?? undefined);
      }
      busy = true;
      running = passes();
      return running;
    },
    async settle() {
      again = false;
      if (busy) await running?.catch(() => undefined);
    },
  };
}
