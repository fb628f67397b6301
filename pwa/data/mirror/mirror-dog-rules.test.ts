import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { dogAccessNow } from '../../../domain/dog-rules/dog-access-now.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { NO_OTHER_ROWS } from '../../testing/sync-feed-rows.ts';
import { applySyncFeed } from './apply-sync-feed.ts';
import { MirrorDatabase } from './mirror-db.ts';
import { readBeach } from './mirror-reads.ts';

let db: MirrorDatabase;
let dbCount = 0;
beforeEach(() => {
  db = new MirrorDatabase(`mirror-dog-rules-${++dbCount}`);
});
afterEach(() => db.delete());

const noRows = NO_OTHER_ROWS;
const december = new Date('2026-12-10T12:00:00Z');

it('answers the dog line from the phone’s copy, naming the zone its rules list gives', async () => {
  const burnham = buildApiBeach({
    name: 'Burnham-on-Sea Beach',
    accessType: 'restricted',
    dogAccessStatus: 'restricted',
    dogRestrictionStart: '05-01',
    dogRestrictionEnd: '09-30',
    dogRestrictionHours: '24hr',
    dogRules: [
      { kind: 'no-dogs', zone: 'between the jetty and the pavilion', period: 'all-year', hours: 'all-day' },
      {
        kind: 'no-dogs',
        zone: 'north of the jetty',
        period: { from: '05-01', to: '09-30' },
        hours: 'all-day',
      },
    ],
  });
  await applySyncFeed(db, { kind: 'snapshot', cursor: '7', beaches: [burnham], ...noRows });

  const stored = await readBeach(db, burnham.slug);
  expect(stored?.dogRules).toEqual(burnham.dogRules);
  expect(stored && dogAccessNow(stored, december)).toEqual({
    state: 'restricted',
    message:
      'No dogs between the jetty and the pavilion, all year. The rest of the beach is open to dogs until 1 May',
  });
});

it('still answers for a beach stored before rules were a list, from its single-period fields', async () => {
  const { dogRules: _none, ...old } = buildApiBeach({
    accessType: 'seasonal',
    dogAccessStatus: 'seasonal_ban',
    dogRestrictionStart: '05-01',
    dogRestrictionEnd: '09-30',
    dogRestrictionHours: '24hr',
  });
  // A copy synced before dogRules existed holds the row as the server sent it then.
  await applySyncFeed(db, { kind: 'snapshot', cursor: '3', beaches: [], ...noRows });
  await db.beaches.put(old as never);
  const stored = await readBeach(db, old.slug);
  expect(stored).toBeDefined();
  expect(stored?.dogRules).toBeUndefined();
  expect(stored && dogAccessNow(stored, new Date('2026-07-10T12:00:00Z'))).toEqual({
    state: 'banned',
    message: 'Dogs banned all day until 30 Sep',
  });
});
