/**
 * A change to My beaches through the outbox (issue #31 item 1): PUT /api/my/favourites/{beach}
 * to star it or change its notes or reminder, DELETE to unstar it. The server keeps one row per
 * user and beach, so the same star sent twice, or merged in at sign-in, stays one.
 */
import type { Favourite } from '../../../domain/favourites/favourite-schema.ts';
import type { OutboxWrite } from '../outbox/outbox.ts';

export interface FavouriteBeach {
  id: number;
  name: string;
}

/** What changes: null unstars; otherwise the fields given (none: just the star). */
export type FavouriteChange = Partial<Pick<Favourite, 'notes' | 'remind'>> | null;

function labelOf(beach: FavouriteBeach, change: FavouriteChange): string {
  if (change === null) return `${beach.name} taken off My beaches`;
  if (change.remind !== undefined && change.notes === undefined)
    return `Reminders for ${beach.name} turned ${change.remind ? 'on' : 'off'}`;
  if (change.notes !== undefined) return `Notes on ${beach.name}`;
  return `${beach.name} added to My beaches`;
}

export function favouriteWrite(beach: FavouriteBeach, change: FavouriteChange): OutboxWrite {
  const url = `/api/my/favourites/${beach.id}`;
  const label = labelOf(beach, change);
  if (change === null) return { kind: 'favourite', label, beachId: beach.id, method: 'DELETE', url };
  return {
    kind: 'favourite',
    label,
    beachId: beach.id,
    ...(change.notes ? { summary: change.notes.slice(0, 160) } : {}),
    method: 'PUT',
    url,
    body: { ...change },
  };
}
