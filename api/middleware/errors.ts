import type { Context, Next } from 'koa';
import { DBError, ForeignKeyViolationError, NotFoundError, UniqueViolationError } from 'objection';
import { ZodError } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database-availability.ts';
import { type FieldErrors, HttpError, serviceUnavailable } from '../errors.ts';
import { httpsRequired, INSECURE_COOKIE } from './sessions.ts';

interface ErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}

export function zodFieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/** Maps anything thrown below it to the JSON error shape; never leaks a stack to clients. */
export function errorHandler() {
  return async function handleErrors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (caught) {
      const { status, body, headers } = toResponse(caught);
      if (status === 503) ctx.state.log?.warn({ err: caught }, 'service unavailable');
      else if (status >= 500) ctx.state.log?.error({ err: caught }, 'request failed');
      ctx.status = status;
      ctx.set('Cache-Control', 'no-store');
      for (const [name, value] of Object.entries(headers ?? {})) ctx.set(name, value);
      ctx.body = body;
    }
  };
}

function toResponse(caught: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  const error = (code: string, message: string, fields?: FieldErrors) => ({
    error: fields ? { code, message, fields } : { code, message },
  });
  if (isDatabaseUnavailable(caught)) {
    return toResponse(
      serviceUnavailable(
        'The database is not available right now; please try again shortly',
        DATABASE_RETRY_AFTER_SECONDS,
      ),
    );
  }
  // A Secure cookie on a request that did not arrive over https (a proxy without X-Forwarded-Proto).
  if (caught instanceof Error && caught.message === INSECURE_COOKIE) return toResponse(httpsRequired());
  if (caught instanceof HttpError) {
    return {
      status: caught.status,
      body: error(caught.code, caught.message, caught.fields),
      headers: caught.headers,
    };
  }
  if (caught instanceof ZodError) {
    return {
      status: 400,
      body: error('validation_failed', 'Some fields are not valid', zodFieldErrors(caught)),
    };
  }
  if (caught instanceof NotFoundError) return { status: 404, body: error('not_found', 'Not found') };
  if (caught instanceof UniqueViolationError) {
    return { status: 409, body: error('conflict', 'That already exists') };
  }
  if (caught instanceof ForeignKeyViolationError) {
    return { status: 409, body: error('conflict', 'A related record does not exist or is still in use') };
  }
  // Errors from koa's body parsers and http-errors carry their own 4xx status.
  const status = (caught as { status?: unknown })?.status;
  const expose = (caught as { expose?: unknown })?.expose;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = expose && caught instanceof Error ? caught.message : 'Bad request';
    return { status, body: error(status === 413 ? 'payload_too_large' : 'bad_request', message) };
  }
  if (caught instanceof DBError)
    return { status: 500, body: error('database_error', 'Something went wrong') };
  return { status: 500, body: error('internal_error', 'Something went wrong') };
}
