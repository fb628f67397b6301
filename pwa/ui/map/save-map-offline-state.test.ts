import { describe, expect, it } from 'vitest';
import type { SaveResult } from '../../data/tiles/save-map-offline.ts';
import { announcement, summarize } from './save-map-offline-state.ts';

const result = (overrides: Partial<SaveResult>): SaveResult => ({
  outcome: 'saved',
  done: 120,
  total: 120,
  failed: 0,
  bytes: 2_100_000,
  ...overrides,
});

describe('summarize', () => {
  it('says how much was saved and what the site now uses', () => {
    expect(summarize(result({}), 14_200_000)).toEqual({
      tone: 'ok',
      text: 'Map saved for offline — 2.1 MB',
      detail: 'This site now uses 14.2 MB on this device.',
    });
    expect(summarize(result({}), undefined).detail).toBeUndefined();
  });

  it('counts the gaps when some tiles failed', () => {
    expect(summarize(result({ failed: 3 }), undefined)).toMatchObject({
      tone: 'ok',
      detail: '3 of 120 tiles could not be fetched: save again to fill the gaps.',
    });
  });

  it('is a problem when nothing could be fetched, the disk is full, or it was stopped', () => {
    expect(summarize(result({ failed: 120, bytes: 0 }), undefined)).toMatchObject({
      tone: 'problem',
      text: 'The map could not be saved: no tiles could be fetched.',
    });
    expect(summarize(result({ outcome: 'quota', done: 34 }), undefined)).toEqual({
      tone: 'problem',
      text: 'This device is out of space for the map: 34 of 120 tiles saved.',
      detail: 'Free up some storage and try again.',
    });
    expect(summarize(result({ outcome: 'cancelled', done: 40, failed: 6 }), undefined).text).toBe(
      'Stopped: 34 of 120 tiles saved.',
    );
  });
});

describe('announcement', () => {
  it('moves in quarters', () => {
    const at = (done: number) => announcement({ done, total: 176, failed: 0, bytes: 0 });
    expect([0, 43, 44, 100, 175, 176].map(at)).toEqual([
      'Saving map for offline: 0%',
      'Saving map for offline: 0%',
      'Saving map for offline: 25%',
      'Saving map for offline: 50%',
      'Saving map for offline: 75%',
      'Saving map for offline: 100%',
    ]);
  });
});
