// TEMPORARY scaffold: the events routes are built in this work.
import Router from '@koa/router';

export const eventsRouter = new Router();
