/**
 * Issue #27, item 1: the admin API answered anonymous callers when its path was spelled in
 * another case (`GET /API/ADMIN/CONTACT-MESSAGES` → 200, `POST /API/UPLOAD/BEACH-PHOTO` stored
 * the files), because the routers matched without case while the guard, the sessions and the
 * CSRF rule looked at lower-case paths only. Every admin route, spelled every way, must now
 * either be sent to its one canonical spelling or refused — never answered.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiRouters } from '../app.ts';
import { loadConfig } from '../config.ts';
import { matchesExactly } from '../routes/api-router.ts';
import { signUpAndVerify } from '../testing/accounts.ts';
import { photo } from '../testing/images.ts';
import { listApiRoutes } from '../testing/security/route-list.ts';
import { filesUnder } from '../testing/stored-files.ts';
import { setupTestApp, TEST_SESSION_SECRET } from '../testing/test-app.ts';
import { canonicalPath } from './canonical-path.ts';

const t = setupTestApp();
const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: TEST_SESSION_SECRET, E2E_TEST_HOOKS: '1' });

describe('canonicalPath', () => {
  it.each([
    ['/api/admin/contact-messages', '/api/admin/contact-messages'],
    ['/API/ADMIN/CONTACT-MESSAGES', '/api/admin/contact-messages'],
    ['/Api/admin/me', '/api/admin/me'],
    ['/api/%61dmin/me', '/api/admin/me'],
    ['/api/%41DMIN/me', '/api/admin/me'],
    ['//api//admin///me', '/api/admin/me'],
    ['/api/./admin/me', '/api/admin/me'],
    ['/api/x/../admin/me', '/api/admin/me'],
    ['/api/%2e%2E/api/admin/me', '/api/admin/me'],
    ['/api/admin/me/', '/api/admin/me'],
    ['/', '/'],
    ['/Beach/Croyde-Beach', '/beach/croyde-beach'],
    ['/blog/caf%c3%a9', '/blog/caf%C3%A9'],
    ['/assets/index-B3xQ.js', '/assets/index-B3xQ.js'],
    ['/uploads/community/Ab12/800.webp', '/uploads/community/Ab12/800.webp'],
  ])('%s → %s', (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
  });

  it.each([
    '/api%2Fadmin/me',
    '/api/admin%2fme',
    '/api\\admin/me',
    '/api/%5Cadmin',
    '/..',
    '/api/../../admin',
  ])('%s has no canonical form', (raw) => {
    expect(canonicalPath(raw)).toBeNull();
  });
});

it('every router the app mounts matches paths exactly (case included)', () => {
  for (const router of apiRouters(config)) expect(matchesExactly(router)).toBe(true);
});

const adminRoutes = listApiRoutes(config).filter(
  (r) => /^\/api\/(admin|upload)\//.test(r.path) && !/\/log(in|out)$/.test(r.path),
);

/** The route's path with sample parameters, and other ways of writing it. */
function spellings(path: string): string[] {
  const filled = path.replace(/:identifier/g, 'croyde-beach').replace(/:\w+/g, '1');
  const [, , area, ...rest] = filled.split('/');
  const tail = rest.join('/');
  const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return [
    filled.toUpperCase(),
    `/Api/${area}/${tail}`,
    `/api/${capitalised(area)}/${tail}`,
    `/api/${area}/${capitalised(tail)}`,
    `/api/%${area.charCodeAt(0).toString(16)}${area.slice(1)}/${tail}`,
    `/api//${area}/${tail}`,
    `//api/${area}/${tail}`,
    `/api/./${area}/${tail}`,
    `/api/beaches/../${area}/${tail}`,
    `/api/${area}/${tail}/`,
    `/api%2F${area}/${tail}`,
    `/api/${area}%2f${tail}`,
  ];
}

describe.each(['visitor', 'user'] as const)('the admin API spelled another way, as a %s', (actor) => {
  it.each(adminRoutes.map((r) => [r.key, r] as const))('%s', async (_, route) => {
    const cookie = actor === 'user' ? (await signUpAndVerify(t)).cookie : '';
    const guarded = actor === 'user' ? 403 : 401;
    for (const path of spellings(route.path)) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const res = await request(t.callback)[method](path).set('Cookie', cookie).send({});
      const seen = `${route.method} ${path} → ${res.status}`;
      expect(res.status, seen).toBeGreaterThanOrEqual(300);
      expect(res.status, seen).toBeLessThan(500);
      if (res.status === 308) {
        expect(route.method, seen).toBe('GET');
        const location = res.headers.location as string;
        expect(location, seen).toBe(canonicalPath(path));
        const followed = await request(t.callback).get(location).set('Cookie', cookie);
        expect(followed.status, `${seen} → ${location}`).toBe(guarded);
      } else {
        expect([400, 404], seen).toContain(res.status);
      }
    }
  });
});

it('an upload to the admin photo route spelled in capitals stores nothing', async () => {
  const before = filesUnder(t.uploadsDir).length;
  const image = await photo(400, 300);
  for (const path of ['/API/UPLOAD/BEACH-PHOTO', '/api/Upload/beach-photo', '/api//upload/beach-photo']) {
    const res = await request(t.callback).post(path).attach('photo', image, 'beach.jpg');
    expect(res.status, path).toBe(404);
  }
  expect(filesUnder(t.uploadsDir)).toHaveLength(before);
});

it('a page spelled another way is sent to its canonical address with its query', async () => {
  const res = await request(t.callback).get('/Beaches/?dogsAllowed=true').expect(308);
  expect(res.headers.location).toBe('/beaches?dogsAllowed=true');
});
