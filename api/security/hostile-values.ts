/**
 * fast-check arbitraries for hostile input (issue #8): the values that have broken APIs like
 * ours before. Everything is produced as the text that goes on the wire — JSON fragments for
 * bodies, percent-encoded fragments for paths and query strings — because the nastiest cases
 * cannot be built as JavaScript values and then serialised: an own `__proto__` key, a number
 * like 1e400 that JSON.parse turns into Infinity, bytes that are not UTF-8.
 */
import fc from 'fast-check';
import { jsonMutations, urlMutations } from './mutations.ts';

const MB = 1024 * 1024;

/** Strings that have broken parsers, databases and validators. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'Lovely sand\u0000and dogs everywhere',
  '\u0000'.repeat(64),
  '\uD800',
  'lone \uDFFF surrogate in the middle of a sentence',
  '\uDBFF\uDFFF',
  '\uFEFF',
  '\u202Eevil',
  '\r\nSet-Cookie: x=1',
  '🐕'.repeat(2600),
  'x'.repeat(5001),
  'é'.repeat(10_000),
  "' OR 1=1 --",
  '"; DROP TABLE beaches; --',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '%',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  '1.5',
  '0x10',
  ' 1 ',
  '1e3',
  '00000001',
  '2025-02-30',
  '2025-13-01',
  '2025-00-10',
  '0000-00-00',
  '2024-02-29',
  '9999-12-31',
  '275760-09-13',
  '-001000-01-01',
  '2025-02-30T25:61:61Z',
  '2025-2-3',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  'all',
  `${'a'.repeat(250)}@example.com`,
  'walker@example.com\u0000',
  'walker@ex\uD800ample.com',
];

/** Numbers as JSON text, including ones JSON.stringify cannot write (1e400 parses to Infinity). */
export const HOSTILE_NUMBERS: readonly string[] = [
  '0',
  '-0',
  '-1',
  '1.5',
  '0.000001',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '123456789012345678901234567890',
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '5e-324',
  '1e-400',
];

/** Shapes where a scalar belongs, and scalars where a shape belongs. */
export const HOSTILE_STRUCTURES: readonly string[] = [
  'null',
  'true',
  'false',
  '{}',
  '[]',
  '[[]]',
  '[{}]',
  '[1,2,3]',
  '["a","b"]',
  '{"__proto__":{"isAdmin":true,"emailVerified":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"__proto__":null}',
  '{"toString":1,"valueOf":2,"hasOwnProperty":3}',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
];

/** Keys that reach Object.prototype when code copies objects carelessly. */
export const HOSTILE_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  'userId',
  'isApproved',
  'id',
];

/** Any string, lone surrogates and control characters included. */
const anyString = fc.string({ unit: 'binary', maxLength: 40 });

const jsonLeaf: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map((s) => JSON.stringify(s)) },
  { weight: 2, arbitrary: anyString.map((s) => JSON.stringify(s)) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double().map((n) => JSON.stringify(n)) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRUCTURES) },
);

/** A JSON object written out entry by entry, so keys like `__proto__` become own properties. */
export function jsonObject(entries: readonly (readonly [string, string])[]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
}

/** One hostile JSON value: a leaf, or an array or object holding a few of them. */
export const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: jsonLeaf },
  { weight: 1, arbitrary: fc.array(jsonLeaf, { maxLength: 3 }).map((items) => `[${items.join(',')}]`) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), anyString), jsonLeaf), { maxLength: 3 })
      .map(jsonObject),
  },
);

/** Every UTF-8 byte outside the unreserved set as %XX (a lone surrogate becomes U+FFFD's bytes). */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Percent sequences that are not valid escapes or not valid UTF-8, written as they go on the wire. */
export const RAW_URL_FRAGMENTS: readonly string[] = [
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%00',
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '+',
  '%20',
  '%0D%0ALocation:%20x',
];

/**
 * A path segment or query value, already encoded. At most a few KB: beyond Node's 16 KB header
 * limit the HTTP parser answers 431 itself, before the app sees anything.
 */
const URL_STRINGS = HOSTILE_STRINGS.map(percentEncode).filter((s) => s.length <= 3000);
export const hostileUrlFragment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...URL_STRINGS) },
  { weight: 2, arbitrary: anyString.map(percentEncode) },
  { weight: 3, arbitrary: fc.constantFrom(...RAW_URL_FRAGMENTS) },
  { weight: 1, arbitrary: fc.constant('9'.repeat(3000)) },
);

/** A hostile stand-in for one valid URL value: mostly a near-miss of it, sometimes anything. */
export function hostileUrlValue(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...urlMutations(valid, percentEncode)) },
    { weight: 1, arbitrary: hostileUrlFragment },
  );
}

/**
 * A query string built on a valid one: mostly one value made hostile and the others left
 * valid (so the request gets past them), sometimes keys dropped, repeated or added.
 */
export function hostileQuery(valid: Record<string, string>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const pairs = (values: Record<string, string | null>) =>
    Object.entries(values)
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([k, v]) => `${percentEncode(k)}=${v}`);
  const encodedValid = Object.fromEntries(keys.map((k) => [k, percentEncode(valid[k] ?? '')]));
  const extraKey = fc.oneof(
    fc.constantFrom(...keys, ...HOSTILE_KEYS.filter(Boolean), 'a[b]', 'x[]'),
    hostileUrlFragment,
  );
  const extra = fc
    .tuple(
      extraKey.map((k) => k.replace(/[&=#]/g, '')),
      hostileUrlFragment,
    )
    .map(([k, v]) => `${k}=${v}`);
  const oneValue =
    keys.length === 0
      ? fc.constant([] as string[])
      : fc
          .constantFrom(...keys)
          .chain((key) =>
            hostileUrlValue(valid[key] ?? '').map((value) => pairs({ ...encodedValid, [key]: value })),
          );
  const several = fc
    .tuple(
      ...keys.map((key) => fc.option(fc.oneof(fc.constant(encodedValid[key] ?? ''), hostileUrlFragment))),
    )
    .map((values) => pairs(Object.fromEntries(keys.map((k, i) => [k, values[i] ?? null]))));
  return fc
    .tuple(
      fc.oneof({ weight: 4, arbitrary: oneValue }, { weight: 1, arbitrary: several }),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant([] as string[]) },
        { weight: 1, arbitrary: fc.array(extra, { maxLength: 3 }) },
      ),
    )
    .map(([base, extras]) => [...base, ...extras].join('&'));
}

/** A request body as it goes on the wire. */
export interface WireBody {
  contentType: string;
  text: string;
  /** Sent as latin1 bytes (multipart with raw binary), else as UTF-8. */
  binary?: boolean;
  /** For reports: what kind of hostility this is. */
  label: string;
}

const MULTIPART = 'multipart/form-data; boundary=fuzzb';
const part = (name: string, value: string, filename?: string) =>
  `--fuzzb\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
  `${filename ? 'Content-Type: image/jpeg\r\n' : ''}\r\n${value}\r\n`;

/** Broken multipart bodies: truncated, unterminated, mislabelled, oversized headers. */
export const MALFORMED_MULTIPART: readonly WireBody[] = [
  { contentType: MULTIPART, text: part('photos', '\xff\xd8\xff\xe0\x00\x10JFIF', 'a.jpg'), binary: true },
  {
    contentType: MULTIPART,
    text: '--fuzzb\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"',
  },
  { contentType: MULTIPART, text: '--fuzzb--\r\n' },
  { contentType: MULTIPART, text: `${part('caption_0', 'hi\u0000there')}--fuzzb--\r\n` },
  { contentType: MULTIPART, text: `${part('__proto__', 'x')}${part('constructor', 'y')}--fuzzb--\r\n` },
  { contentType: MULTIPART, text: `${part('photos', 'not an image', '../../etc/passwd')}--fuzzb--\r\n` },
  { contentType: MULTIPART, text: `${part('x', 'y'.repeat(200_000))}--fuzzb--\r\n` },
  {
    contentType: MULTIPART,
    text: `${Array.from({ length: 2000 }, (_, i) => part(`f${i}`, 'v')).join('')}--fuzzb--`,
  },
  { contentType: 'multipart/form-data', text: 'no boundary at all' },
  { contentType: 'multipart/form-data; boundary=', text: '----\r\n' },
].map((body) => ({ ...body, label: 'malformed multipart' }));

/** Bodies that are not JSON, or JSON sent with the wrong headers. */
export const MALFORMED_BODIES: readonly WireBody[] = [
  { contentType: 'application/json', text: '{' },
  { contentType: 'application/json', text: '{"a":' },
  { contentType: 'application/json', text: '{"a":1}garbage' },
  { contentType: 'application/json', text: '\uFEFF{"a":1}' },
  { contentType: 'application/json', text: '\u0000' },
  { contentType: 'application/json', text: ' ' },
  { contentType: 'application/json', text: `{"content":"${'x'.repeat(MB)}"}` },
  { contentType: 'application/json; charset=utf-16', text: '{"a":1}' },
  { contentType: 'application/json; charset=nonsense', text: '{"a":1}' },
  { contentType: 'application/json', text: '{"a":"\\ud800"}' },
  { contentType: 'application/json', text: '{"a":"\\u0000"}' },
  { contentType: 'text/plain', text: '{"a":1}' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=1&__proto__[x]=1' },
  { contentType: 'application/vnd.api+json', text: '{"a":1}' },
].map((body) => ({ ...body, label: 'malformed body' }));

/** A hostile body for a route whose valid body is `valid` (undefined: it takes none). */
export function hostileBody(valid: Record<string, unknown> | undefined): fc.Arbitrary<WireBody | null> {
  const entries = Object.entries(valid ?? {});
  const json = (text: string, label: string): WireBody => ({ contentType: 'application/json', text, label });
  const validJson = Object.fromEntries(entries.map(([k, v]) => [k, JSON.stringify(v)]));
  const write = (fields: Record<string, string | null>, extra: (readonly [string, string])[] = []) =>
    jsonObject([
      ...Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null),
      ...extra,
    ]);
  // One field a near-miss of its valid value, the others valid: the request gets deep.
  const oneField =
    entries.length === 0
      ? fc.constant(json('{}', 'empty object'))
      : fc
          .constantFrom(...entries)
          .chain(([key, value]) =>
            fc
              .oneof(
                { weight: 4, arbitrary: fc.constantFrom(...jsonMutations(value)) },
                { weight: 1, arbitrary: hostileJson },
              )
              .map((text) => json(write({ ...validJson, [key]: text }), `valid body, ${key} hostile`)),
          );
  // Several fields hostile, missing or added (own __proto__ keys among them).
  const several = fc
    .tuple(
      fc.tuple(
        ...entries.map(([key, value]) =>
          fc.option(fc.oneof(fc.constant(JSON.stringify(value)), hostileJson)).map((v) => [key, v] as const),
        ),
      ),
      fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), hostileJson), { maxLength: 2 }),
    )
    .map(([fields, extra]) =>
      json(write(Object.fromEntries(fields), extra), 'valid body, several fields hostile'),
    );
  const whole = hostileJson.map((text) => json(text, 'hostile JSON value as the body'));
  const wrapped = fc.constant(json(`[${JSON.stringify(valid ?? {})}]`, 'array where an object belongs'));
  return fc.oneof(
    { weight: entries.length > 0 ? 10 : 1, arbitrary: oneField },
    { weight: entries.length > 0 ? 3 : 1, arbitrary: several },
    { weight: 3, arbitrary: whole },
    { weight: 1, arbitrary: wrapped },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_MULTIPART) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

/** Idempotency-Key headers: none mostly, else a fresh valid one or junk. */
export const hostileIdempotencyKey: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.uuid({ version: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom('not-a-uuid', 'x'.repeat(1000), '\u00e9', ' ') },
);
