/** Background jobs: when the retention job last ran, and running it by hand. */
import { guardedAdminRouter } from './admin-router.ts';

export const adminJobsRouter = guardedAdminRouter();
