/**
 * Errors are thrown, never returned. Each carries an HTTP status and a stable code; the
 * error middleware turns them (and zod, Objection and Knex errors) into
 * `{ error: { code, message, fields? } }`.
 */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new HttpError(400, 'bad_request', message, fields);
export const validationFailed = (fields: FieldErrors) =>
  new HttpError(400, 'validation_failed', 'Some fields are not valid', fields);
export const unauthorized = (message = 'Sign in required') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const requestTimeout = (message: string) => new HttpError(408, 'request_timeout', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const payloadTooLarge = (message: string) => new HttpError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'unsupported_media_type', message);
export const unprocessableContent = (message: string) => new HttpError(422, 'unprocessable_content', message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'too_many_requests', 'Too many requests, please try again later', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
export const methodNotAllowed = (method: string, allowed: string[]) =>
  new HttpError(405, 'method_not_allowed', `${method} is not allowed here`, undefined, {
    Allow: allowed.join(', '),
  });
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, 'service_unavailable', message, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
