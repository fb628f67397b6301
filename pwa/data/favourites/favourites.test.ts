/**
 * My beaches on the phone (issue #31 item 1): each identity's own list, the changes still waiting
 * laid over the server's answer, and the phone's list joining the account at sign-in once.
 */
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/server.ts';
import { mirrorDb } from '../mirror/mirror-db.ts';
import type { OutboxItemSummary } from '../outbox/outbox.ts';
import { setOutboxAccount } from '../outbox/outbox-runner.ts';
import { updateOutboxStatus } from '../outbox/outbox-status.ts';
import { changeFavourite, forgetFavourites, readFavourites, replaceFavourites } from './favourites-store.ts';
import { applyServerFavourites, mergePhoneFavourites, withWaiting } from './favourites-sync.ts';

const croyde = { id: 11, name: 'Croyde Beach' };
const saunton = { id: 12, name: 'Saunton Sands' };
const at = '2026-04-23T11:00:00.000Z';
const row = (beachId: number, notes: string | null = null) => ({
  beachId,
  notes,
  remind: false,
  createdAt: at,
  updatedAt: at,
});

afterEach(() => {
  localStorage.clear();
  updateOutboxStatus({ waiting: 0 });
});

describe('the phone’s lists', () => {
  it('keeps the visitor’s and each account’s apart, and forgets other accounts', () => {
    changeFavourite(null, croyde, {});
    changeFavourite(7, saunton, { notes: 'Burrows end' });
    changeFavourite(8, croyde, {});
    expect(readFavourites(null).map((f) => f.beachId)).toEqual([11]);
    expect(readFavourites(7)).toMatchObject([{ beachId: 12, notes: 'Burrows end', name: 'Saunton Sands' }]);
    forgetFavourites(7);
    expect(readFavourites(8)).toEqual([]);
    expect(readFavourites(7)).toHaveLength(1);
    expect(readFavourites(null)).toHaveLength(1);
  });

  it('stars once, keeps fields left out, and unstars', () => {
    changeFavourite(null, croyde, { notes: 'Slipway' });
    changeFavourite(null, croyde, {});
    expect(readFavourites(null)).toMatchObject([{ beachId: 11, notes: 'Slipway' }]);
    changeFavourite(null, croyde, null);
    expect(readFavourites(null)).toEqual([]);
  });

  it('reads a broken list as none rather than failing', () => {
    localStorage.setItem('ddb.favourites.phone', '{not json');
    expect(readFavourites(null)).toEqual([]);
    localStorage.setItem('ddb.favourites.phone', JSON.stringify([{ beachId: 'x' }, row(3)]));
    expect(readFavourites(null).map((f) => f.beachId)).toEqual([3]);
  });
});

describe('withWaiting', () => {
  const waiting = (beachId: number, method: 'PUT' | 'DELETE', body?: Record<string, unknown>) =>
    ({ kind: 'favourite', beachId, method, body, createdAt: at }) as OutboxItemSummary;

  it('lays the changes still on the phone over the server’s older answer, in order', () => {
    const server = [row(11), row(12, 'Old note')];
    const merged = withWaiting(server, [
      waiting(11, 'DELETE'),
      waiting(13, 'PUT', {}),
      waiting(12, 'PUT', { notes: 'New note', remind: true }),
      waiting(11, 'PUT', {}),
    ]);
    expect(merged.map((f) => [f.beachId, f.notes, f.remind])).toEqual([
      [12, 'New note', true],
      [13, null, false],
      [11, null, false],
    ]);
  });
});

describe('at sign-in', () => {
  it('sends each beach starred signed out that the account lacks, once, and empties the phone’s list', async () => {
    const client = new QueryClient();
    client.setQueryData(['auth', 'user'], { id: 7 });
    setOutboxAccount(7);
    // The server is out of reach: the writes wait in the outbox.
    server.use(http.put('/api/my/favourites/:id', () => HttpResponse.error()));
    changeFavourite(null, croyde, {});
    changeFavourite(null, saunton, { notes: 'Burrows end' });
    replaceFavourites(7, [row(12)]);

    await Promise.all([mergePhoneFavourites(client, 7), mergePhoneFavourites(client, 7)]);

    const items = await mirrorDb().outbox.orderBy('createdAt').toArray();
    expect(items.map((i) => [i.kind, i.method, i.url, i.userId, i.body])).toEqual([
      ['favourite', 'PUT', '/api/my/favourites/11', 7, {}],
      ['favourite', 'PUT', '/api/my/favourites/12', 7, { notes: 'Burrows end' }],
    ]);
    expect(readFavourites(null)).toEqual([]);
    expect(readFavourites(7).map((f) => [f.beachId, f.notes])).toEqual([
      [12, 'Burrows end'],
      [11, null],
    ]);

    // The server's answer from before they arrived does not take them away.
    updateOutboxStatus({ waiting: 2 });
    await applyServerFavourites(client, 7, [row(12)]);
    expect(
      readFavourites(7)
        .map((f) => f.beachId)
        .sort(),
    ).toEqual([11, 12]);
    client.clear();
  });
});
