/**
 * Runs `work` one pass at a time: a request while a pass runs is folded into exactly one more
 * pass after it (never lost, never run alongside). The mirror's pull and the outbox's sender both
 * work this way.
 */
export interface PassRunner {
  /** A pass as soon as possible; resolves once no pass is left to run. */
  run(): Promise<void>;
  /** Resolves when the pass under way (if any) is over, without asking for another. */
  settle(): Promise<void>;
}

export function onePassAtATime(work: () => Promise<void>): PassRunner {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    run() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await work();
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    },
    async settle() {
      again = false;
      await running?.catch(() => undefined);
    },
  };
}
