/**
 * A scheduled job runs once per turn however many API processes run its timer. Every process
 * plans the same runs (from its start, or from the last import), so without this two processes
 * both asked the Environment Agency ~300 questions at each refresh and both ran the retention job.
 * Before a scheduled run a process claims the job in job_runs; the claim succeeds only when no
 * process started it within `minGapMs`, decided by one statement (a racing claim waits for the
 * row and then finds it taken).
 */
import type { Knex } from 'knex';

/** True when this process may run `name` now; its job_runs row then says "running", started now. */
export async function claimScheduledRun(knex: Knex, name: string, minGapMs: number): Promise<boolean> {
  const result = await knex.raw(
    `INSERT INTO job_runs (name, started_at) VALUES (?, now())
     ON CONFLICT (name) DO UPDATE
       SET started_at = now(), finished_at = NULL, outcome = 'running', result = '{}'
       WHERE job_runs.started_at <= now() - ? * interval '1 millisecond'
     RETURNING name`,
    [name, minGapMs],
  );
  return result.rows.length === 1;
}

/** Records how a claimed run ended. */
export async function finishScheduledRun(
  knex: Knex,
  name: string,
  outcome: 'ok' | 'failed',
  result: object,
): Promise<void> {
  await knex('jobRuns')
    .where({ name })
    .update({ finishedAt: new Date(), outcome, result: JSON.stringify(result) });
}
