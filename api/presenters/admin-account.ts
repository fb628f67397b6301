import type { AdminProfile } from '../../domain/admin/admin-auth.ts';
import type { Admin } from '../models/Admin.ts';

/** An admin as the admin area shows them: never the password hash or the active flag. */
export function presentAdmin(admin: Admin): AdminProfile {
  return {
    id: admin.id,
    username: admin.username,
    name: admin.name,
    email: admin.email,
    lastLoginAt: admin.lastLoginAt ? new Date(admin.lastLoginAt).toISOString() : null,
  };
}
