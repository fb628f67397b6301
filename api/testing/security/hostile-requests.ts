/**
 * The kinds of hostility issue #27's outside test found beyond a request's fields: how its path
 * is spelled, what its headers claim (Host, a gzip body that is not gzip, a client address from a
 * proxy, an Origin), a deep JSON body sent with an Idempotency-Key, and a photo whose header
 * promises more pixels than any phone takes.
 */
import fc from 'fast-check';
import { pngBomb } from '../images.ts';
import type { WireBody } from './hostile-bodies.ts';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Other spellings of a filled-in path (`/api/beaches/croyde-beach`), each as it goes on the wire. */
const PATH_SPELLINGS: readonly { label: string; spell: (path: string) => string }[] = [
  { label: 'upper case', spell: (p) => p.toUpperCase() },
  {
    label: 'one segment capitalised',
    spell: (p) => p.replace(/^\/api\/(\w)/, (_, c: string) => `/api/${c.toUpperCase()}`),
  },
  { label: 'prefix capitalised', spell: (p) => p.replace(/^\/api\//, '/Api/') },
  { label: 'last segment capitalised', spell: (p) => p.replace(/[^/]+$/, capitalised) },
  {
    label: 'a letter percent-encoded',
    spell: (p) => p.replace(/^\/api\/(\w)/, (_, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`),
  },
  { label: 'double slash', spell: (p) => p.replace(/^\/api\//, '/api//') },
  { label: 'leading double slash', spell: (p) => `/${p}` },
  { label: 'dot segment', spell: (p) => p.replace(/^\/api\//, '/api/./') },
  { label: 'dot-dot segment', spell: (p) => p.replace(/^\/api\//, '/api/x/../') },
  { label: 'encoded dot-dot', spell: (p) => p.replace(/^\/api\//, '/api/x/%2e%2E/') },
  { label: 'trailing slash', spell: (p) => `${p}/` },
  { label: 'encoded slash', spell: (p) => p.replace(/^\/api\//, '/api%2F') },
  { label: 'backslash', spell: (p) => p.replace(/^\/api\//, '/api\\') },
];

/** The path as the route's clients write it, mostly; sometimes spelled another way. */
export const pathSpelling: fc.Arbitrary<{ label: string; spell: (path: string) => string }> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ label: 'canonical', spell: (p: string) => p }) },
  { weight: 3, arbitrary: fc.constantFrom(...PATH_SPELLINGS) },
);

/** Host headers no configured site has. */
const HOSTILE_HOSTS: readonly string[] = [
  'a b',
  'evil.example',
  'evil.example:99999',
  '[::1]',
  '[::1',
  'localhost:abc',
  'xn--80ak6aa92e.com',
  'h'.repeat(300),
  '',
  '127.0.0.1, evil.example',
];

/** X-Forwarded-For values: IPv6 clients of one network, mapped IPv4, zones, junk, long chains. */
const HOSTILE_FORWARDED_FOR: readonly string[] = [
  '2001:db8:1:2::1',
  '2001:db8:1:2:ffff:ffff:ffff:ffff',
  '2001:0db8:0001:0002:0000:0000:0000:0002',
  '::ffff:203.0.113.9',
  'fe80::1%eth0',
  '::',
  '1:2:3:4:5:6:7:8:9',
  '2001:db8::g',
  '999.1.1.1',
  'unknown',
  Array.from({ length: 200 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(', '),
];

/** Headers a request may carry besides the fields: one kind at a time, or none. */
export const hostileHeaders: fc.Arbitrary<Record<string, string> | null> = fc.oneof(
  { weight: 8, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_HOSTS).map((host) => ({ Host: host })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...HOSTILE_FORWARDED_FOR).map((ip) => ({ 'X-Forwarded-For': ip })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('gzip', 'deflate', 'br', 'x-unknown', 'gzip, gzip')
      .map((e) => ({ 'Content-Encoding': e })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('null', 'https://evil.example', 'file://').map((o) => ({ Origin: o })),
  },
);

/** JSON nested `depth` arrays deep under a key of an otherwise valid body. */
export function deepJsonBody(valid: Record<string, unknown> | undefined, depth = 10_000): WireBody {
  const fields = Object.entries(valid ?? {}).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  fields.push(`"deep":${'['.repeat(depth)}${']'.repeat(depth)}`);
  return { contentType: 'application/json', text: `{${fields.join(',')}}`, label: `${depth} arrays deep` };
}

const BOUNDARY = 'fuzzbomb';

/** A multipart upload of one PNG whose header says 1 × 39,000,000 pixels. */
export function dimensionBombUpload(field: string, fields: Record<string, unknown> = {}): WireBody {
  const png = pngBomb(1, 39_000_000);
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  const text =
    parts.join('') +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="tall.png"\r\n` +
    `Content-Type: image/png\r\n\r\n${png.toString('latin1')}\r\n--${BOUNDARY}--\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    text,
    binary: true,
    label: 'PNG of 1 × 39,000,000 pixels',
  };
}
