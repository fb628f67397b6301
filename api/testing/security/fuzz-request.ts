/**
 * One fuzz case for a route — who sends it, the path parameters, query string, body and headers,
 * all hostile or real — and how it is sent and judged (issue #8: no 5xx, the JSON error shape on
 * every refusal, and no row changed by one).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { hostileBody, type WireBody } from './hostile-bodies.ts';
import { deepJsonBody, dimensionBombUpload, hostileHeaders, pathSpelling } from './hostile-requests.ts';
import {
  hostileIdempotencyKey,
  hostileQuery,
  hostileUrlFragment,
  hostileUrlValue,
  jsonObject,
  percentEncode,
} from './hostile-values.ts';
import { coreJsonMutations, coreUrlMutations } from './mutations.ts';
import { type ApiRoute, fillPath } from './route-list.ts';
import type { SampleRequest } from './sample-requests.ts';

type FuzzActor = 'visitor' | 'user';

export interface FuzzCase {
  actor: FuzzActor;
  method: string;
  url: string;
  body: WireBody | null;
  idempotencyKey: string | null;
  /** Headers beyond the body's and the key (Host, Content-Encoding, X-Forwarded-For, Origin). */
  headers?: Record<string, string> | null;
}

/** Cases for `route`, starting from its valid request (an unknown route gets hostile values only). */
export function fuzzCases(route: ApiRoute, sample: SampleRequest): fc.Arbitrary<FuzzCase> {
  const params = route.params.map((name) => {
    const real = sample.params?.[name];
    return real === undefined
      ? hostileUrlFragment
      : fc.oneof(
          { weight: 3, arbitrary: fc.constant(percentEncode(real)) },
          { weight: 2, arbitrary: hostileUrlValue(real) },
        );
  });
  const method =
    route.method === 'GET' ? fc.constantFrom('GET', 'GET', 'GET', 'HEAD') : fc.constant(route.method);
  const body = route.method === 'GET' ? fc.constant(null) : hostileBody(sample.body);
  return fc
    .record({
      // Mostly signed in: guarded routes then get past their guard to the input checks.
      actor: fc.constantFrom<FuzzActor>('visitor', 'user', 'user'),
      method,
      params: fc.tuple(...params),
      query: hostileQuery(sample.query ?? {}),
      body,
      idempotencyKey: route.method === 'POST' ? hostileIdempotencyKey : fc.constant(null),
      spelling: pathSpelling,
      headers: hostileHeaders,
    })
    .map(({ actor, method, params, query, body, idempotencyKey, spelling, headers }) => {
      const path = spelling.spell(
        fillPath(route.path, Object.fromEntries(route.params.map((name, i) => [name, params[i] ?? '']))),
      );
      return { actor, method, url: query ? `${path}?${query}` : path, body, idempotencyKey, headers };
    });
}

/**
 * Deterministic near-miss cases, sent before the random runs: every body field, query value and
 * path parameter in turn given each core mutation (mutations.ts), the rest of the request valid,
 * as the signed-in user — so each route's deepest checks are reached on every run.
 */
export function nearMissCases(route: ApiRoute, sample: SampleRequest): FuzzCase[] {
  const validParams = Object.fromEntries(
    route.params.map((p) => [p, percentEncode(sample.params?.[p] ?? '1')]),
  );
  const validQuery = Object.entries(sample.query ?? {}).map(([k, v]) => [k, percentEncode(v)] as const);
  const url = (params: Record<string, string>, query: (readonly [string, string])[]) => {
    const q = query.map(([k, v]) => `${k}=${v}`).join('&');
    return `${fillPath(route.path, params)}${q ? `?${q}` : ''}`;
  };
  const validBody = sample.body
    ? { contentType: 'application/json', text: JSON.stringify(sample.body), label: 'valid body' }
    : null;
  const method = route.method;
  const idempotencyKey = null;
  const cases: FuzzCase[] = [];
  for (const name of route.params) {
    for (const value of coreUrlMutations(sample.params?.[name] ?? '1', percentEncode)) {
      cases.push({
        actor: 'user',
        method,
        url: url({ ...validParams, [name]: value }, validQuery),
        body: validBody,
        idempotencyKey,
      });
    }
  }
  for (const [key, valid] of Object.entries(sample.query ?? {})) {
    for (const value of coreUrlMutations(valid, percentEncode)) {
      const query = validQuery.map(([k, v]) => [k, k === key ? value : v] as const);
      cases.push({ actor: 'user', method, url: url(validParams, query), body: validBody, idempotencyKey });
    }
  }
  if (method !== 'GET') {
    for (const [key, valid] of Object.entries(sample.body ?? {})) {
      for (const text of coreJsonMutations(valid)) {
        const entries = Object.entries(sample.body ?? {}).map(
          ([k, v]) => [k, k === key ? text : JSON.stringify(v)] as const,
        );
        const body = {
          contentType: 'application/json',
          text: jsonObject(entries),
          label: `valid body, ${key} hostile`,
        };
        cases.push({ actor: 'user', method, url: url(validParams, validQuery), body, idempotencyKey });
      }
    }
  }
  if (method === 'POST') {
    // Issue #27: a deep body was a 4xx without a key and a 500 with one.
    cases.push({
      actor: 'user',
      method,
      url: url(validParams, validQuery),
      body: deepJsonBody(sample.body),
      idempotencyKey: randomUUID(),
    });
  }
  if (sample.photoField !== undefined || route.path.endsWith('/community-photos-bulk')) {
    cases.push({
      actor: 'user',
      method,
      url: url(validParams, validQuery),
      body: dimensionBombUpload(sample.photoField ?? 'photos', sample.body),
      idempotencyKey: method === 'POST' ? randomUUID() : null,
    });
  }
  return cases;
}

export interface Answer {
  status: number;
  contentType: string;
  body: unknown;
  text: string;
}

/** Sends a case to the listening server; `cookie` is the actor's session ('' for a visitor). */
export async function send(base: string, c: FuzzCase, cookie: string): Promise<Answer> {
  const req = request(base)[c.method.toLowerCase() as 'get'](c.url);
  if (cookie) req.set('Cookie', cookie);
  if (c.idempotencyKey !== null) req.set('Idempotency-Key', c.idempotencyKey);
  for (const [name, value] of Object.entries(c.headers ?? {})) req.set(name, value);
  if (c.body) {
    req.set('Content-Type', c.body.contentType);
    // A string goes as it is; superagent would JSON.stringify a Buffer sent as application/json.
    req.send(c.body.binary ? Buffer.from(c.body.text, 'latin1') : c.body.text);
  }
  // Bodies are kept raw: a non-JSON answer must not make supertest throw.
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
  });
  const res = await req.ok(() => true);
  const text = String(res.body ?? '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, contentType: String(res.headers['content-type'] ?? ''), body, text };
}

/**
 * What is wrong with an answer under issue #8's rules, or null. Successes and redirects may be
 * anything (robots.txt, sitemap.xml, 3xx); every API refusal is the JSON error shape. Paths
 * outside /api/ (robots.txt, sitemap.xml) fall through to the PWA's static server when refused,
 * which answers in text like any web server.
 */
export function judge(c: FuzzCase, answer: Answer): string | null {
  if (answer.status >= 500) return `${answer.status}`;
  if (answer.status < 400 || c.method === 'HEAD' || !c.url.startsWith('/api/')) return null;
  const error = (answer.body as { error?: Record<string, unknown> } | undefined)?.error;
  const fieldsOk =
    error?.fields === undefined ||
    (typeof error.fields === 'object' &&
      error.fields !== null &&
      Object.values(error.fields).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string')));
  const shaped =
    answer.contentType.startsWith('application/json') &&
    typeof error?.code === 'string' &&
    typeof error?.message === 'string' &&
    fieldsOk;
  return shaped ? null : `${answer.status} without the JSON error shape`;
}

const MAX_SHOWN = 300;
const clip = (text: string) =>
  text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}… (${text.length} chars)` : text;

/** A one-line reproduction: who, method, URL, headers and body. */
export function describeCase(c: FuzzCase): string {
  const parts = [c.actor === 'user' ? '[signed in]' : '[visitor]', c.method, clip(c.url)];
  if (c.idempotencyKey !== null) parts.push(`Idempotency-Key: ${clip(c.idempotencyKey)}`);
  for (const [name, value] of Object.entries(c.headers ?? {})) parts.push(`${name}: ${clip(value)}`);
  if (c.body)
    parts.push(
      `Content-Type: ${c.body.contentType}`,
      `body(${c.body.label}): ${clip(JSON.stringify(c.body.text))}`,
    );
  return parts.join(' ');
}
