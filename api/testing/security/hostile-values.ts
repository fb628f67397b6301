/**
 * fast-check arbitraries for hostile input (issue #8): the values that have broken APIs like
 * ours before. Everything is produced as the text that goes on the wire — JSON fragments for
 * bodies, percent-encoded fragments for paths and query strings — because the nastiest cases
 * cannot be built as JavaScript values and then serialised: an own `__proto__` key, a number
 * like 1e400 that JSON.parse turns into Infinity, bytes that are not UTF-8.
 */
import fc from 'fast-check';
import { urlMutations } from './mutations.ts';

/** Strings that have broken parsers, databases and validators. */
const HOSTILE_STRINGS: readonly string[] = [
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
const HOSTILE_NUMBERS: readonly string[] = [
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
const HOSTILE_STRUCTURES: readonly string[] = [
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
const RAW_URL_FRAGMENTS: readonly string[] = [
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

/** Idempotency-Key headers: none mostly, else a fresh valid one or junk. */
export const hostileIdempotencyKey: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.uuid({ version: 4 }) },
  { weight: 1, arbitrary: fc.constantFrom('not-a-uuid', 'x'.repeat(1000), '\u00e9', ' ') },
);
