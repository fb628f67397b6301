// TEMPORARY scaffold: the seo routes are built in this work.
import Router from '@koa/router';

export const seoRouter = new Router();
