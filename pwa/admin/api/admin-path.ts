/** Admin list addresses: a path and its filters, blank ones left out. */
export type AdminParams = Record<string, string | number | undefined>;

/** `/api/admin/reviews` + `{ page: 2, beachId: undefined }` → `/api/admin/reviews?page=2`. */
export function adminPath(path: string, params: AdminParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
