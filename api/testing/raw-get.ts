import request from 'supertest';

type Callback = Parameters<typeof request>[0];

/**
 * A GET whose body is kept as bytes, exactly as they decode (supertest undoes brotli and gzip):
 * the test sees what travels, not a parsed copy.
 */
export function getRaw(callback: Callback, path: string, headers: Record<string, string> = {}) {
  return request(callback)
    .get(path)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}
