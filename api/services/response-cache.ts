/**
 * Public answers kept serialized and compressed, one store per app (so per process): each
 * entry is labelled with the data version it was built at (data-version.ts) and is served only
 * while that version stands. The store is a least-recently-used list bounded by entry count and
 * bytes, so arbitrary query strings cannot grow it without limit. The middleware that uses it
 * is api/middleware/cached-per-data-version.ts.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Knex } from 'knex';
import { DataVersionReader } from './data-version.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ContentEncoding = 'br' | 'gzip';

function compress(json: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(json, { level: 9 });
  return brotli(json, {
    params: {
      // Quality 10 is 2% larger than 11 and seven times faster (0.5 s against 4 s for the sync
      // snapshot); the work is done once per data version, off the event loop.
      [constants.BROTLI_PARAM_QUALITY]: 10,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * A JSON answer serialized once and tagged with a hash of its bytes (a strong ETag), compressed
 * once per encoding the first time a client asks for that encoding.
 */
export class PackedJson {
  readonly etag: string;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();
  /** The compressed copies made so far, for an answer sent at once (kept-reads-in-front.ts). */
  private readonly made = new Map<ContentEncoding, Buffer>();
  private encodedBytes = 0;

  constructor(
    readonly json: Buffer,
    /** Told when a compressed copy is added (the store counts its bytes). */
    private readonly grew: () => void = () => undefined,
  ) {
    this.etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  }

  get bytes(): number {
    return this.json.length + this.encodedBytes;
  }

  encode(encoding: ContentEncoding): Promise<Buffer> {
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      encoded = compress(this.json, encoding);
      this.encoded.set(encoding, encoded);
      encoded.then(
        (bytes) => {
          this.made.set(encoding, bytes);
          this.encodedBytes += bytes.length;
          this.grew();
        },
        () => this.encoded.delete(encoding),
      );
    }
    return encoded;
  }

  /** The compressed copy if encode() has made it, else undefined. */
  encodedNow(encoding: ContentEncoding): Buffer | undefined {
    return this.made.get(encoding);
  }
}

export interface CacheEntry {
  /** The data version read before the answer was built: it is at least this fresh. */
  dataVersion: string;
  /** A narrower version, for answers that a write elsewhere leaves alone (the sync snapshot). */
  contentVersion?: string;
  builtAt: number;
  /**
   * Kept only until then, if set by what built it: a page whose words follow the clock is exact
   * until the first of them may read otherwise (pwa/lib/render-environment.ts).
   */
  keptUntil?: number;
  /** null: the answer was not one to keep (an error, a non-JSON body). */
  packed: Promise<PackedJson | null>;
  /** Set once built, for the byte count. */
  built?: PackedJson;
}

export interface ResponseCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * Room for every hot answer at once, also for a directory of 10,000 beaches, whose full list and
 * sync snapshot are ~19.5 MB each (the JSON and its two compressed copies): at 32 MB they did not
 * fit together, and asking for each in turn built each again (5–7 s; bench/RESULTS.md, scale). A
 * flood of query strings evicts the oldest. RESPONSE_CACHE_MB sets the bytes (api/config.ts).
 */
export const MEGABYTE = 1024 * 1024;
export const DEFAULT_RESPONSE_CACHE_LIMITS: ResponseCacheLimits = {
  maxEntries: 256,
  maxBytes: 96 * MEGABYTE,
};

export class ResponseCache {
  readonly dataVersion: DataVersionReader;
  private readonly entries = new Map<string, CacheEntry>();

  constructor(
    readonly knex: Knex,
    readonly limits: ResponseCacheLimits = DEFAULT_RESPONSE_CACHE_LIMITS,
  ) {
    this.dataVersion = new DataVersionReader(knex);
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    let total = 0;
    for (const [key, entry] of this.entries) total += key.length + (entry.built?.bytes ?? 0);
    return total;
  }

  /** The entry for `key`, now the most recently used. */
  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Keeps `entry` under `key` once built; drops it if it turns out not to be worth keeping. */
  set(key: string, entry: CacheEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.packed.then((packed) => {
      if (!packed) return drop();
      entry.built = packed;
      this.trim();
    }, drop);
    this.trim();
  }

  /** A new packed answer that reports its compressed copies to this store's byte count. */
  pack(json: Buffer): PackedJson {
    return new PackedJson(json, () => this.trim());
  }

  /** Evicts the least recently used entries until the store is within its limits. */
  trim(): void {
    let bytes = this.bytes;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && bytes <= this.limits.maxBytes) return;
      this.entries.delete(key);
      bytes -= key.length + (entry.built?.bytes ?? 0);
    }
  }
}
