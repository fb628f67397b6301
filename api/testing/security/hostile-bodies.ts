/**
 * Hostile request bodies (issue #8): a route's valid JSON body with one field made a near-miss,
 * several fields hostile, hostile JSON where the object belongs, text that is not JSON, JSON
 * under the wrong headers, and broken multipart.
 */
import fc from 'fast-check';
import { HOSTILE_KEYS, hostileJson, jsonObject } from './hostile-values.ts';
import { jsonMutations } from './mutations.ts';

const MB = 1024 * 1024;

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
const MALFORMED_MULTIPART: readonly WireBody[] = [
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
const MALFORMED_BODIES: readonly WireBody[] = [
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
