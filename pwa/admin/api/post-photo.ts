/** A photo (and its fields) sent as multipart/form-data: the browser sets the boundary itself. */
import { apiRequest } from '../../data/http/api-client.ts';

export function postPhoto<T>(path: string, fields: Record<string, string | File>): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return apiRequest<T>('POST', path, undefined, { body });
}
