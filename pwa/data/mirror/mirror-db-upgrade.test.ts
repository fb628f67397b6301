import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { MirrorDatabase } from './mirror-db.ts';

describe('the mirror database upgrade', () => {
  it('opens a version 1 mirror as the newest version with its data kept and an empty outbox', async () => {
    const name = `upgrade-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ beaches: 'id, &slug', meta: 'key' });
    await v1.table('beaches').put({ id: 1, slug: 'croyde-bay', name: 'Croyde Bay' });
    await v1.table('meta').put({ key: 'sync', cursor: '9' });
    v1.close();

    const upgraded = new MirrorDatabase(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(4);
    expect(await upgraded.beaches.get(1)).toMatchObject({ name: 'Croyde Bay' });
    expect(await upgraded.meta.get('sync')).toMatchObject({ cursor: '9' });
    expect(await upgraded.outbox.count()).toBe(0);
    await upgraded.delete();
  });
});
