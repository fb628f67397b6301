/**
 * The signed-in user's own lists kept on the phone (issue #28 §5): the profile lists them with no
 * signal, each account only its own, and the mirror's new store keeps what an older one held.
 */
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { NeedsConnectionError } from '../http/needs-connection.ts';
import { forgetOwnLists, ownListKeepingCopy } from '../queries/read-through.ts';
import { MirrorDatabase, mirrorDb } from './mirror-db.ts';
import { noteMirrorHasData } from './mirror-hint.ts';

const SAM = 7;
const JO = 9;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const samsFeedback = [{ id: 11, content: 'The dog ban now starts in April.' }];

afterEach(async () => {
  localStorage.removeItem('ddb.mirror');
  localStorage.removeItem('ddb.mirror.syncedAt');
  await mirrorDb().ownLists.clear();
});

describe('the own lists', () => {
  it("answer with the user's kept copy when there is no network, never with another account's", async () => {
    noteMirrorHasData('2026-11-24T10:00:00Z');
    expect(await ownListKeepingCopy(SAM, 'feedback', async () => samsFeedback)).toEqual(samsFeedback);
    await expect.poll(() => mirrorDb().ownLists.count()).toBe(1);

    expect(await ownListKeepingCopy(SAM, 'feedback', offline)).toEqual(samsFeedback);
    await expect(ownListKeepingCopy(SAM, 'photos', offline)).rejects.toBeInstanceOf(NeedsConnectionError);
    await expect(ownListKeepingCopy(JO, 'feedback', offline)).rejects.toBeInstanceOf(NeedsConnectionError);
    // A server's own refusal is not hidden behind the copy.
    const refused = Object.assign(new Error('500: boom'), { status: 500 });
    await expect(ownListKeepingCopy(SAM, 'feedback', () => Promise.reject(refused))).rejects.toBe(refused);
  });

  it('are dropped for everyone but the account signed in now, or for everyone at sign-out', async () => {
    const savedAt = '2026-11-24T10:00:00Z';
    await mirrorDb().ownLists.bulkPut([
      { userId: SAM, kind: 'feedback', items: samsFeedback, savedAt },
      { userId: SAM, kind: 'photos', items: [], savedAt },
      { userId: JO, kind: 'feedback', items: [], savedAt },
    ]);
    await forgetOwnLists(JO);
    expect(await mirrorDb().ownLists.toArray()).toEqual([expect.objectContaining({ userId: JO })]);
    await forgetOwnLists();
    expect(await mirrorDb().ownLists.count()).toBe(0);
  });

  it('live in a version 4 store, added to a version 3 mirror with everything it held kept', async () => {
    const name = `own-lists-upgrade-${Math.random()}`;
    const v3 = new Dexie(name);
    v3.version(1).stores({ beaches: 'id, &slug', meta: 'key' });
    v3.version(2).stores({ outbox: 'id, createdAt, state' });
    v3.version(3).stores({ keyValues: 'key' });
    await v3.table('beaches').put({ id: 1, slug: 'croyde-bay', name: 'Croyde Bay' });
    await v3
      .table('outbox')
      .put({ id: 'a-write', createdAt: '2026-11-24T10:00:00Z', state: 'pending', userId: SAM });
    await v3.table('keyValues').put({ key: 'outbox-account', value: SAM });
    v3.close();

    const upgraded = new MirrorDatabase(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(4);
    expect(await upgraded.beaches.get(1)).toMatchObject({ name: 'Croyde Bay' });
    expect(await upgraded.outbox.get('a-write')).toMatchObject({ userId: SAM, state: 'pending' });
    expect(await upgraded.keyValues.get('outbox-account')).toEqual({ key: 'outbox-account', value: SAM });
    expect(await upgraded.ownLists.count()).toBe(0);
    await upgraded.delete();
  });
});
