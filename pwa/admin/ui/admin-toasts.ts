/**
 * The admin area's toasts in the spec's words (§8): 'Success' with what was done, or the failure's
 * title with the server's own message. Shown by the app's toast region (pwa/ui/toaster.tsx), which
 * the admin layout mounts. For "are you sure?" use ConfirmDialog (pwa/ui/confirm-dialog.tsx).
 */
import { ApiError } from '../../data/http/api-client.ts';
import { notify } from '../../ui/toaster.tsx';

export const ADMIN_SUCCESS = {
  beachUpdated: 'Beach updated successfully',
  beachCreated: 'Beach added successfully',
  beachDeleted: 'Beach deleted successfully',
  photoUploaded: 'Photo uploaded successfully',
  routeApproved: 'Walking route approved successfully',
  routeDeleted: 'Walking route deleted successfully',
} as const;

export const ADMIN_FAILURE = {
  updateBeach: 'Failed to update beach',
  deleteBeach: 'Failed to delete beach',
  uploadPhoto: 'Failed to upload photo',
  approveRoute: 'Failed to approve route',
  upload: 'Upload failed',
} as const;

export function adminSuccess(message: string): void {
  notify('Success', message);
}

/** The server's message when it gave one, else the error's own words. */
export function adminFailure(title: string, error: unknown): void {
  const message =
    error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error)?.message;
  notify(title, message || 'Please try again.', 'destructive');
}
