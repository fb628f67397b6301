/**
 * A write whose beach was deleted while it waited can be moved to another beach (or, for
 * feedback, sent as general feedback) with its words kept. What moves where, per kind, follows
 * the forms that made them (community/api/submit-feedback.ts, upload-photos.ts,
 * beach/api/route-submit.ts). A review is of one visit to one beach and a rating of one walk,
 * which went with its beach: those are not moved.
 */
import { BEACH_NOT_FOUND } from '../../../domain/common/refusal-words.ts';
import type { OutboxItemSummary, ResendChange } from '../../data/outbox/outbox.ts';

type MovableKind = 'feedback' | 'photo' | 'route';
const MOVABLE: readonly OutboxItemSummary['kind'][] = ['feedback', 'photo', 'route'] satisfies MovableKind[];

/**
 * Whether the server refused an item because its beach is gone: its own words for that (a beach
 * page's list or the phone's copy may not have heard yet). Only for kinds that can move.
 */
export function beachIsGone(
  item: Pick<OutboxItemSummary, 'kind' | 'state' | 'beachId' | 'lastError'>,
): boolean {
  return (
    item.state === 'needs-attention' &&
    item.beachId !== undefined &&
    MOVABLE.includes(item.kind) &&
    item.lastError === BEACH_NOT_FOUND
  );
}

/** What the item is, in a sentence about it: "the beach this walk was for". */
export const movedThing = (item: Pick<OutboxItemSummary, 'kind'>) =>
  item.kind === 'route' ? 'walk' : item.kind === 'photo' ? 'photo' : 'feedback';

/** Whether it may go with no beach at all (feedback: spec §5 "general feedback"). */
export const canGoWithoutBeach = (item: Pick<OutboxItemSummary, 'kind'>) => item.kind === 'feedback';

/** The item moved to `beach` (null: general feedback): its body, address, beach and label. Its words are kept. */
export function moveToBeach(
  item: Pick<OutboxItemSummary, 'kind' | 'label' | 'body' | 'url'>,
  beach: { id: number; name: string } | null,
): ResendChange {
  const { beachId: _, ...rest } = item.body ?? {};
  if (!beach) {
    if (!canGoWithoutBeach(item)) throw new Error(`A ${item.kind} needs a beach`);
    return { body: rest, beachId: undefined, label: 'General feedback' };
  }
  const body = { ...rest, beachId: beach.id };
  switch (item.kind) {
    case 'feedback':
      return { body, beachId: beach.id, label: `Feedback for ${beach.name}` };
    case 'photo':
      return {
        body,
        beachId: beach.id,
        url: `/api/beaches/${beach.id}/community-photos-bulk`,
        // "Photo for X", "Photo 2 of 3 for X".
        label: / for .+$/.test(item.label)
          ? item.label.replace(/ for .+$/, ` for ${beach.name}`)
          : `Photo for ${beach.name}`,
      };
    case 'route':
      return { body, beachId: beach.id, label: `Walk “${String(rest.routeName ?? '')}” for ${beach.name}` };
    default:
      throw new Error(`A ${item.kind} is not moved to another beach`);
  }
}
