/**
 * Near-misses of a valid value: the same value with a NUL or a lone surrogate in it, just over a
 * limit, a date that does not exist, an id past PostgreSQL's integer range. Random junk is
 * refused by the first check it meets; a near-miss gets through the checks that look right and
 * reaches the code (or the database) behind them, which is where 5xx come from.
 */

const IMPOSSIBLE_DATES = [
  '2025-02-30',
  '2023-02-29',
  '2025-04-31',
  '2025-13-01',
  '2025-00-10',
  '2025-06-00',
  '0000-01-01',
  '9999-99-99',
  '1899-12-31',
  '2100-01-01',
  '+02025-06-01',
  '2025-06-01T00:00:00',
];

const IMPOSSIBLE_DATETIMES = [
  '2025-02-30T10:00:00Z',
  '2025-06-01T25:00:00Z',
  '2025-06-01T10:61:00Z',
  '2025-06-01T10:00:00+99:00',
  '2025-06-01T10:00:00.1234567890Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '1970-01-01T00:00:00Z',
];

const NUMBER_LIKE = [
  '2147483647',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '-1',
  '0',
  '-0',
  '1e3',
  '1e400',
  '0x1F',
  '1.',
  '.5',
  'NaN',
  'Infinity',
  '٣',
  '１',
  '+1',
  '1_000',
];

const EMAIL_LIKE = [
  'a@b',
  `${'a'.repeat(65)}@example.com`,
  `x@${'a'.repeat(250)}.com`,
  '"quoted"@example.com',
  'a@[127.0.0.1]',
  'user@exa mple.com',
  'ünïcode@例え.jp',
  'sam@example.com\r\nBcc: x@example.com',
];

/** Strings that differ from `v` in one hostile way. */
function stringMutations(v: string): string[] {
  const mid = Math.min(2, v.length);
  const variants = [
    `${v}\u0000`,
    `${v.slice(0, mid)}\u0000${v.slice(mid)}`,
    '\u0000',
    `${v}\uD800`,
    `\uDC00${v}`,
    `${v}\uD83D`,
    `\u202E${v}`,
    v.repeat(Math.ceil(6000 / Math.max(v.length, 1))),
    `${v}${' '.repeat(5000)}`,
    '',
    '   ',
    `${v}'--`,
  ];
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) variants.push(...IMPOSSIBLE_DATES);
  if (/^\d{4}-\d{2}-\d{2}T/.test(v)) variants.push(...IMPOSSIBLE_DATES, ...IMPOSSIBLE_DATETIMES);
  if (/^-?\d+(\.\d+)?$/.test(v)) variants.push(...NUMBER_LIKE, `${v}.5`, `${v}\u0000`);
  if (v.includes('@')) variants.push(...EMAIL_LIKE);
  return variants;
}

/** JSON texts that differ from the JSON of `v` in one hostile way: type, range or content. */
export function jsonMutations(v: unknown): string[] {
  const wrongShapes = ['null', '{}', '[]', `[${JSON.stringify(v)}]`, '{"__proto__":{"x":1}}'];
  if (typeof v === 'string') {
    return [...stringMutations(v).map((s) => JSON.stringify(s)), ...wrongShapes, '0', 'true'];
  }
  if (typeof v === 'number') {
    return [
      '2147483647',
      '2147483648',
      '-2147483649',
      '-1',
      '0',
      '-0',
      `${v + 0.5}`,
      '9007199254740993',
      '1e308',
      '1e400',
      '-1e400',
      '1e-400',
      JSON.stringify(String(v)),
      JSON.stringify(`${v}\u0000`),
      JSON.stringify(' '),
      'true',
      ...wrongShapes,
    ];
  }
  if (typeof v === 'boolean') return ['"true"', '"false"', '1', '0', '"\\u0000"', ...wrongShapes];
  return wrongShapes;
}

/** Percent-encoded query or path values that differ from `v` in one hostile way. */
export function urlMutations(v: string, encode: (s: string) => string): string[] {
  const e = encode(v);
  return [
    ...stringMutations(v)
      .map(encode)
      .filter((s) => s.length <= 3000),
    `${e}%00`,
    `%00${e}`,
    `${e}%ED%A0%80`,
    `${e}%FF`,
    `${e}%`,
    `${e}%2F..`,
    `${e}%0D%0A`,
  ];
}

/**
 * The few near-misses of `v` most likely to break something, as JSON: NUL, a lone surrogate,
 * over-long text, an impossible date, an id past int4, a wrong type. The fuzz suite sends each of
 * them for every field of every route, before its random runs.
 */
export function coreJsonMutations(v: unknown): string[] {
  if (typeof v === 'number') {
    return ['2147483648', '-1', `${v + 0.5}`, '1e400', JSON.stringify(String(v)), '[]'];
  }
  if (typeof v === 'boolean') return ['"true"', 'null'];
  if (typeof v !== 'string') return ['null', '[]'];
  return [...coreStringMutations(v).map((s) => JSON.stringify(s)), `[${JSON.stringify(v)}]`, '{}'];
}

/** The same, percent-encoded for a query string or path segment. */
export function coreUrlMutations(v: string, encode: (s: string) => string): string[] {
  const e = encode(v);
  return [...coreStringMutations(v).map(encode), `${e}%ED%A0%80`, `${e}%`].filter((s) => s.length <= 3000);
}

function coreStringMutations(v: string): string[] {
  const variants = [`${v}\u0000`, `${v}\uD800`, v.repeat(Math.ceil(6000 / Math.max(v.length, 1))), ''];
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) variants.push('2025-02-30', '2023-02-29', '2100-01-01', '0000-01-01');
  if (/^\d{4}-\d{2}-\d{2}T/.test(v)) variants.push('2025-02-30T10:00:00Z', '+275760-09-13T00:00:00.000Z');
  if (/^-?\d+(\.\d+)?$/.test(v)) variants.push('2147483648', '99999999999999999999', '-1', '0');
  return variants;
}
