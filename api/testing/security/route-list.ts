/**
 * Every route the API mounts, read from the routers themselves (apiRouters in api/app.ts), so
 * the fuzz and authorisation suites are generated from what the app actually serves: a route
 * added tomorrow is fuzzed and must get a row in the authorisation table without anyone
 * remembering to list it here.
 */
import type Router from '@koa/router';
import { apiRouters } from '../../app.ts';
import type { Config } from '../../config.ts';

export interface ApiRoute {
  /** GET, POST, PUT, DELETE…; a GET route answers HEAD too, and is listed once, as GET. */
  method: string;
  /** As the router declares it, prefix included: '/api/beaches/:identifier/reviews'. */
  path: string;
  /** 'GET /api/beaches/:identifier': the name the suites' tables use. */
  key: string;
  /** The path's parameters, in order: ['identifier']. */
  params: string[];
}

interface Layer {
  path: string | RegExp;
  methods: string[];
  paramNames?: { name: string }[];
}

/** [method, path] of every endpoint, in mount order. Middleware-only layers (router.use) are left out. */
export function listApiRoutes(config: Config): ApiRoute[] {
  const routes = new Map<string, ApiRoute>();
  for (const router of apiRouters(config)) {
    for (const layer of (router as Router & { stack: Layer[] }).stack) {
      if (typeof layer.path !== 'string' || layer.methods.length === 0) continue;
      for (const method of layer.methods) {
        if (method === 'HEAD' && layer.methods.includes('GET')) continue;
        const key = `${method} ${layer.path}`;
        const params = (layer.paramNames ?? []).map((p) => p.name);
        if (!routes.has(key)) routes.set(key, { method, path: layer.path, key, params });
      }
    }
  }
  return [...routes.values()];
}

/** The path with each `:param` replaced by the (already URL-encoded) value given for it. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return value;
  });
}
