/** Analytics (issue #13): page views per London day with zeros, and the top beaches, searches and filters. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonIsoDate } from '../../../domain/clock/london-time.ts';
import { readAnalytics } from '../../services/admin-analytics.ts';
import { type SignedInAdmin, signInNewAdmin } from '../../testing/admins.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let admin: SignedInAdmin;
const DAY = 86_400_000;

const event = (name: string, fields: { path?: string; label?: string }, occurredAt = new Date()) => ({
  name,
  ...fields,
  occurredAt,
});

beforeAll(async () => {
  admin = await signInNewAdmin(t);
  await t.db.knex('analyticsEvents').delete();
  const now = Date.now();
  await t.db.knex('analyticsEvents').insert([
    event('page_view', { path: '/beach/croyde-beach' }),
    event('page_view', { path: '/beach/croyde-beach' }),
    event('page_view', { path: '/beach/saunton-sands' }),
    event('page_view', { path: '/beaches' }),
    event('page_view', { path: '/beach/croyde-beach' }, new Date(now - 2 * DAY)),
    // Outside the 30 days: counted nowhere.
    event('page_view', { path: '/beach/saunton-sands' }, new Date(now - 40 * DAY)),
    event('page_view', { path: '/beach/saunton-sands' }, new Date(now - 40 * DAY)),
    event('search', { label: 'Croyde' }),
    event('search', { label: ' croyde ' }),
    event('search', { label: 'dog friendly' }),
    event('filter_used', { label: 'dogsAllowed' }),
    event('login', {}),
  ]);
});

const get = (query = '') =>
  request(t.callback).get(`/api/admin/analytics${query}`).set('Cookie', admin.cookie);

describe('GET /api/admin/analytics', () => {
  it('lists every day of the last 30, zeros included, ending today in London', async () => {
    const { days, totals } = (await get().expect(200)).body;
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ date: londonIsoDate(new Date()), pageViews: 4 });
    expect(days.at(-3)).toEqual({ date: londonIsoDate(new Date(Date.now() - 2 * DAY)), pageViews: 1 });
    expect(days.filter((d: { pageViews: number }) => d.pageViews === 0)).toHaveLength(28);
    expect(totals).toEqual({ pageViews: 5, events: 10 });
  });

  it('ranks the beach pages, searches and filters used within the window', async () => {
    const body = (await get('?days=7').expect(200)).body;
    expect(body.days).toHaveLength(7);
    expect(body.topBeaches).toEqual([
      { slug: 'croyde-beach', name: 'Croyde Bay', views: 3 },
      { slug: 'saunton-sands', name: 'Saunton Sands', views: 1 },
    ]);
    expect(body.topSearches).toEqual([
      { term: 'croyde', count: 2 },
      { term: 'dog friendly', count: 1 },
    ]);
    expect(body.topFilters).toEqual([{ filter: 'dogsAllowed', count: 1 }]);
  });

  it('refuses more than 90 days, or none', async () => {
    expect((await get('?days=91').expect(400)).body.error.fields.days).toEqual(['days must be at most 90']);
    await get('?days=0').expect(400);
  });
});

describe('readAnalytics', () => {
  it('counts a view at 23:30 UTC in summer on the next London day (BST)', async () => {
    await t.db
      .knex('analyticsEvents')
      .insert(event('page_view', { path: '/' }, new Date('2026-06-30T23:30:00Z')));
    const { days } = await readAnalytics(t.db.knex, 3, new Date('2026-07-02T12:00:00Z'));
    expect(days).toEqual([
      { date: '2026-06-30', pageViews: 0 },
      { date: '2026-07-01', pageViews: 1 },
      { date: '2026-07-02', pageViews: 0 },
    ]);
  });
});
