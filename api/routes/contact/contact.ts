// TEMPORARY scaffold: the contact routes are built in this work.
import Router from '@koa/router';

export const contactRouter = new Router();
