/**
 * Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO). Files are put under
 * "staging/<key>", which is never linked or served by the app, and a folder is published by
 * copying each staged object to its public key and then deleting the staged copies. Unlike the
 * local store's rename this is not atomic: a crash part-way leaves the staged copy whole, and the
 * start-up sweep publishes (or removes) it again.
 */
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { UPLOADS_URL_PREFIX } from './local-photo-storage.ts';
import { assertSafeKey, PHOTO_CACHE_CONTROL, type PhotoStorage, type StoredPrefix } from './photo-storage.ts';

/** The private prefix inside the bucket where uploads wait to be published. */
const S3_STAGING_PREFIX = 'staging/';

export interface S3PhotoStorageOptions {
  bucket: string;
  region: string;
  /** MinIO, R2 and other non-AWS servers; unset: AWS S3 itself. */
  endpoint?: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where the bucket is public (a CDN or the bucket's own URL); unset: the app serves /uploads/… itself. */
  publicUrl?: string;
  /** Objects per list page and per DeleteObjects call; S3's maximum, smaller only in tests. */
  pageSize?: number;
}

const isSafeKey = (key: string) => {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
};

const isStatus = (error: unknown, status: number) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === status;

export class S3PhotoStorage implements PhotoStorage {
  readonly client: S3Client;
  readonly bucket: string;
  readonly publicUrl: string | undefined;
  private readonly pageSize: number;
  /** How DeleteObjects proves its body (the API demands one checksum): see the constructor. */
  private readonly deleteChecksum: 'MD5' | undefined;

  constructor(options: S3PhotoStorageOptions) {
    const config: S3ClientConfig = { region: options.region, credentials: options.credentials };
    if (options.endpoint) {
      // MinIO answers only path-style requests unless a domain is set up for it; R2 and AWS
      // take both. Checksums only where the API demands them: the SDK's default CRC32 on every
      // upload is refused or ignored by some S3-compatible servers, and DeleteObjects sends
      // Content-MD5, which MinIO requires there (the SDK's CRC32 is refused: MissingContentMD5).
      Object.assign(config, {
        endpoint: options.endpoint,
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      } satisfies S3ClientConfig);
    }
    this.client = new S3Client(config);
    this.bucket = options.bucket;
    this.publicUrl = options.publicUrl?.replace(/\/+$/, '');
    this.pageSize = options.pageSize ?? 1000;
    this.deleteChecksum = options.endpoint ? 'MD5' : undefined;
  }

  /**
   * Refuses an existing key in two ways. If-None-Match: * makes the write itself conditional on
   * AWS S3 (since 2024), R2 and MinIO, with no race; servers that ignore the header (s3rver,
   * which the tests run, and older S3-compatible ones) would overwrite silently, so a HeadObject
   * first refuses there too. A key is a fresh uuid folder, so the check costs a request and
   * guards against a bug, not a real race.
   */
  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const staged = S3_STAGING_PREFIX + key;
    if (await this.exists(staged)) throw new Error(`Photo storage: ${key} already exists`);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: staged,
          Body: body,
          ContentType: contentType,
          CacheControl: PHOTO_CACHE_CONTROL,
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      if (isStatus(error, 412)) throw new Error(`Photo storage: ${key} already exists`);
      throw error;
    }
  }

  /** Copy all, then delete the staged copies: a URL never answers before its whole folder is there. */
  async publish(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    const staged = await this.keysUnder(S3_STAGING_PREFIX + prefix);
    // Another process's sweep may have published it already.
    if (staged.length === 0) {
      if ((await this.keysUnder(prefix)).length > 0) return;
      throw new Error(`Photo storage: nothing staged under ${prefix}`);
    }
    for (const key of staged) {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: key.slice(S3_STAGING_PREFIX.length),
          CopySource: encodeURI(`${this.bucket}/${key}`),
          MetadataDirective: 'COPY',
        }),
      );
    }
    await this.deleteKeys(staged);
  }

  /** Published objects first, so that a failure part-way leaves nothing served. */
  async deletePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    await this.deleteKeys(await this.keysUnder(prefix));
    await this.deleteKeys(await this.keysUnder(S3_STAGING_PREFIX + prefix));
  }

  /**
   * Lists every object under the parent rather than its folders with a Delimiter: the sweep
   * needs each folder's newest LastModified, which a delimited listing does not give, and one
   * listing of ~10 objects per folder costs a request per 100 folders instead of one per folder.
   */
  async listPrefixes(parent: string): Promise<StoredPrefix[]> {
    assertSafeKey(parent);
    const base = parent.replace(/\/?$/, '/');
    const found: StoredPrefix[] = [];
    for (const [root, published] of [
      ['', true],
      [S3_STAGING_PREFIX, false],
    ] as const) {
      const newest = new Map<string, Date>();
      for await (const object of this.objectsUnder(root + base)) {
        const folder = object.key.slice(root.length + base.length).split('/')[0];
        // A file directly under the parent is no photo's folder.
        if (!object.key.slice(root.length + base.length).includes('/')) continue;
        const seen = newest.get(folder);
        if (!seen || object.lastModified > seen) newest.set(folder, object.lastModified);
      }
      for (const [folder, changedAt] of newest)
        found.push({ prefix: `${base}${folder}/`, published, changedAt });
    }
    return found;
  }

  url(key: string): string {
    return `${this.publicUrl ?? UPLOADS_URL_PREFIX}/${key}`;
  }

  /**
   * A published object for the app to serve (uploads-static), or 'not-modified' when
   * `ifNoneMatch` still names it; null when there is none. Staged keys, folders and unsafe keys
   * ("..", odd characters) are never looked up.
   */
  async read(key: string, { ifNoneMatch, head = false }: { ifNoneMatch?: string; head?: boolean } = {}) {
    if (key.startsWith(S3_STAGING_PREFIX) || key.endsWith('/') || !isSafeKey(key)) return null;
    const input = { Bucket: this.bucket, Key: key, IfNoneMatch: ifNoneMatch || undefined };
    try {
      return head
        ? await this.client.send(new HeadObjectCommand(input))
        : await this.client.send(new GetObjectCommand(input));
    } catch (error) {
      if (isStatus(error, 304)) return 'not-modified' as const;
      if (isStatus(error, 404) || isStatus(error, 403)) return null;
      throw error;
    }
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isStatus(error, 404)) return false;
      throw error;
    }
  }

  private async *objectsUnder(prefix: string) {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          MaxKeys: this.pageSize,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private async keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of this.objectsUnder(prefix)) keys.push(object.key);
    return keys;
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += this.pageSize) {
      const batch = keys.slice(i, i + this.pageSize);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          ChecksumAlgorithm: this.deleteChecksum,
        }),
      );
      // A key already gone is not an error (S3 reports it deleted); anything else is.
      const failed = (result.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length) {
        throw new Error(
          `Photo storage: could not delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`,
        );
      }
    }
  }
}
