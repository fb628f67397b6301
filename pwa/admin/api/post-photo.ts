/** A photo (and its fields) sent as multipart/form-data: the browser sets the boundary itself. */
import type { ZodType } from 'zod';
import { apiWrite } from '../../data/http/api-client.ts';

/** Its answer is parsed with `schema`. */
export function postPhoto<T>(
  path: string,
  fields: Record<string, string | File>,
  schema: ZodType<T>,
): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return apiWrite('POST', path, undefined, schema, { body });
}
