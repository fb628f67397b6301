/**
 * Reading a page the server rendered (api/middleware/server-render.ts) as a browser receives it:
 * asking for it, and the parts of its HTML a test looks at.
 */
import request from 'supertest';
import type { TestApp } from './test-app.ts';

/** A page asked for as a browser does; supertest listens on a new port each time: one Host, as a real site has. */
export const requestPage = (
  callback: TestApp['callback'],
  path: string,
  headers: Record<string, string> = {},
) =>
  request(callback)
    .get(path)
    .set({ Accept: 'text/html', Host: 'dogbeaches.test', ...headers });

/** The state the page hydrates with (its payload element's JSON). */
export function payloadOf(html: string) {
  const json = /<script type="application\/json" id="ddb-server-render"[^>]*>(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  return json ? JSON.parse(json) : null;
}

export const renderedAtOf = (html: string) => /data-rendered-at="([^"]+)"/.exec(html)?.[1];
export const changesAtOf = (html: string) => /data-changes-at="([^"]+)"/.exec(html)?.[1];
export const rootOf = (html: string) =>
  /<div id="root">(.*)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '';
export const headOf = (html: string) => /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';
