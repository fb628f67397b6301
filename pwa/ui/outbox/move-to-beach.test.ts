import { describe, expect, it } from 'vitest';
import { BEACH_NOT_FOUND } from '../../../domain/common/refusal-words.ts';
import type { OutboxItemSummary } from '../../data/outbox/outbox.ts';
import { beachIsGone, canGoWithoutBeach, moveToBeach } from './move-to-beach.ts';

const refused = (overrides: Partial<OutboxItemSummary> = {}) =>
  ({
    kind: 'feedback',
    state: 'needs-attention',
    beachId: 12,
    lastError: 'Beach not found',
    label: 'Feedback for Hollicombe Beach',
    url: '/api/feedback',
    body: { feedbackType: 'issue', content: 'The steps are closed', isPublic: true, beachId: 12 },
    ...overrides,
  }) as OutboxItemSummary;
const saunton = { id: 40, name: 'Saunton Sands' };

describe('beachIsGone', () => {
  it("is true when the server refused it because the beach is not found, in the API's own words", () => {
    expect(beachIsGone(refused())).toBe(true);
    expect(beachIsGone(refused({ lastError: BEACH_NOT_FOUND }))).toBe(true);
    expect(beachIsGone(refused({ lastError: 'Say a little more' }))).toBe(false);
  });

  it('is false for an item still waiting, with no beach, or of a kind that does not move', () => {
    expect(beachIsGone(refused({ state: 'pending' }))).toBe(false);
    expect(beachIsGone(refused({ beachId: undefined }))).toBe(false);
    expect(beachIsGone(refused({ kind: 'route-rating' }))).toBe(false);
    expect(beachIsGone(refused({ kind: 'review' }))).toBe(false);
  });
});

describe('moveToBeach', () => {
  it('moves feedback to another beach, or to none, keeping its words', () => {
    expect(moveToBeach(refused(), saunton)).toEqual({
      body: { feedbackType: 'issue', content: 'The steps are closed', isPublic: true, beachId: 40 },
      beachId: 40,
      label: 'Feedback for Saunton Sands',
    });
    expect(canGoWithoutBeach(refused())).toBe(true);
    expect(moveToBeach(refused(), null)).toEqual({
      body: { feedbackType: 'issue', content: 'The steps are closed', isPublic: true },
      beachId: undefined,
      label: 'General feedback',
    });
  });

  it("moves a photo's address with its beach, and keeps its caption and its place in a set", () => {
    const photo = refused({
      kind: 'photo',
      label: 'Photo 2 of 3 for Hollicombe Beach',
      url: '/api/beaches/12/community-photos-bulk',
      body: { beachId: 12, caption_0: 'Low tide' },
    });
    expect(moveToBeach(photo, saunton)).toEqual({
      body: { caption_0: 'Low tide', beachId: 40 },
      beachId: 40,
      url: '/api/beaches/40/community-photos-bulk',
      label: 'Photo 2 of 3 for Saunton Sands',
    });
    expect(canGoWithoutBeach(photo)).toBe(false);
    expect(() => moveToBeach(photo, null)).toThrow(/needs a beach/);
  });

  it('moves a walk, named as before', () => {
    const walk = refused({
      kind: 'route',
      label: 'Walk “Cliff loop” for Hollicombe Beach',
      url: '/api/routes',
      body: { beachId: 12, routeName: 'Cliff loop', description: 'Up and back' },
    });
    expect(moveToBeach(walk, saunton)).toMatchObject({
      body: { routeName: 'Cliff loop', description: 'Up and back', beachId: 40 },
      label: 'Walk “Cliff loop” for Saunton Sands',
    });
  });
});
