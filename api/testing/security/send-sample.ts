/** Sends a route's representative request (sample-requests.ts) as one actor. */
import request from 'supertest';
import { percentEncode } from './hostile-values.ts';
import { type ApiRoute, fillPath } from './route-list.ts';
import type { SampleRequest } from './sample-requests.ts';

export async function sendSample(base: string, route: ApiRoute, sample: SampleRequest, cookie: string) {
  const params = Object.fromEntries(
    Object.entries(sample.params ?? {}).map(([k, v]) => [k, percentEncode(v)]),
  );
  const query = new URLSearchParams(sample.query ?? {}).toString();
  const url = `${fillPath(route.path, params)}${query ? `?${query}` : ''}`;
  const req = request(base)[route.method.toLowerCase() as 'get'](url).redirects(0);
  if (cookie) req.set('Cookie', cookie);
  if (sample.photo) {
    for (const [name, value] of Object.entries(sample.body ?? {})) req.field(name, String(value));
    req.attach(sample.photoField ?? 'photos', sample.photo, {
      filename: 'walk.jpg',
      contentType: 'image/jpeg',
    });
  } else if (sample.body) {
    req.send(sample.body);
  }
  return req.ok(() => true);
}
