/**
 * Bans in your calendar (issue #31 item 4): the per-beach and "my beaches" feeds, read with an
 * independent parser (ical.js) as a calendar would, hold the seasons of the real data; the private
 * address works until it is replaced or stopped, and then answers 404 like any unknown address.
 */
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { type ParsedEvent, parseFeed } from '../../testing/icalendar.ts';
import { getRaw } from '../../testing/raw-get.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
afterEach(() => vi.useRealTimers());

const setClock = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
const get = (path: string) => request(t.callback).get(path);
const feedOf = async (path: string) => {
  const res = await get(path).expect(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parseFeed(res.text);
};
const beachFeed = (slug: string) => feedOf(`/api/beaches/${slug}/calendar.ics`);
const span = (e: ParsedEvent) => [e.start, e.end];

describe('GET /api/beaches/:identifier/calendar.ics', () => {
  it("holds Croyde's ban of the whole beach, 1 May – 30 Sep, as one all-day event with its source", async () => {
    setClock('2026-04-23T11:00:00Z');
    const feed = await beachFeed('croyde-beach');
    expect(feed.name).toBe('Dog rules: Croyde Bay');
    expect(feed.refreshInterval).toBe('PT12H');
    expect(feed.publishedTtl).toBe('PT12H');
    expect(feed.events).toHaveLength(1);
    const [ban] = feed.events;
    expect(ban.summary).toBe('No dogs: Croyde Bay');
    // DTEND is the day after the last day of the ban (RFC 5545).
    expect([ban.allDay, ...span(ban)]).toEqual([true, '2026-05-01', '2026-10-01']);
    expect(ban.rrule).toBeNull();
    expect(ban.transparent).toBe(true);
    expect(ban.description).toContain('Where: the whole beach');
    expect(ban.description).toContain('When: 1 May – 30 Sep 2026, all day');
    expect(ban.description).toContain(
      'Source: North Devon Council news release on its 2024 dog control order — https://northdevon.gov.uk/news/2023/dog-control-pspo-renews-for-2024-following-public-consultation — date read not recorded',
    );
    expect(ban.description).toContain(`Beach page: ${t.config.PUBLIC_URL}/beach/croyde-beach`);
    expect(ban.url).toBe(`${t.config.PUBLIC_URL}/beach/croyde-beach`);
  });

  it("holds Burnham's year-round zone and its summer zones, each named", async () => {
    setClock('2026-04-23T11:00:00Z');
    const { events } = await beachFeed('burnham-on-sea-beach');
    expect(events.map((e) => [e.summary, ...span(e)])).toEqual([
      [
        'No dogs all year between the jetty and the pavilion (beach, jetty and Esplanade steps): Burnham-on-Sea Beach',
        '2026-04-23',
        '2027-04-23',
      ],
      [
        'No dogs from the jetty to the yacht club and from the pavilion to Maddocks Slade: Burnham-on-Sea Beach',
        '2026-05-01',
        '2026-10-01',
      ],
    ]);
    expect(events[0].description).toContain('When: all year');
    expect(events[1].description).toContain('Where: from the jetty to the yacht club');
    expect(events[0].description).toContain('burnham-on-sea.com report');
  });

  it('starts Blackpool Sands next year two weeks before Easter: 14 Mar 2027 (Easter is 28 Mar)', async () => {
    setClock('2026-11-27T11:00:00Z');
    const { events } = await beachFeed('blackpool-sands');
    expect(events.map(span)).toEqual([['2027-03-14', '2027-11-06']]);
    expect(events[0].description).toContain('It says: No dogs from 2 weeks before Easter');
  });

  it('stops where the sources stop: an order that runs to 31 Dec 2026 gives nothing after it, and says so', async () => {
    setClock('2026-11-27T11:00:00Z');
    const feed = await beachFeed('studland-knoll-beach');
    // Its name has a comma: escaped in the feed as TEXT is, read back whole.
    expect(feed.name).toBe('Dog rules: Knoll Beach, Studland');
    // Next summer's ban is past the order's end: only the all-year lead rule, up to that end.
    expect(feed.events.map((e) => [e.summary, ...span(e)])).toEqual([
      [
        'Dogs on a lead all year on the access from the car park and on the staircases: Knoll Beach, Studland',
        '2026-11-27',
        '2027-01-01',
      ],
    ]);
    expect(feed.events[0].description).toContain(
      'The sources run to 31 Dec 2026; after that we do not know.',
    );
    expect(feed.description).toContain('run to 31 Dec 2026; after that we do not know');
  });

  it('gives a ban with daily hours as a daily event at those hours on the London clock', async () => {
    setClock('2026-04-23T11:00:00Z');
    const { events } = await beachFeed('crooklets-beach-bude');
    expect(events).toHaveLength(1);
    const [ban] = events;
    // 10:00–18:00 BST, every day from 15 May to 30 Sep.
    expect([ban.allDay, ...span(ban)]).toEqual([
      false,
      '2026-05-15T09:00:00.000Z',
      '2026-05-15T17:00:00.000Z',
    ]);
    const starts = ban.occurrences();
    expect(starts).toHaveLength(139);
    expect(starts.at(-1)).toBe('2026-09-30T09:00:00.000Z');
    expect(ban.description).toContain('10:00–18:00 each day');
  });

  it('gives the same UIDs on the next day, so a calendar updates its events rather than doubling them', async () => {
    setClock('2026-04-23T11:00:00Z');
    const before = (await beachFeed('burnham-on-sea-beach')).events.map((e) => e.uid);
    setClock('2026-04-24T11:00:00Z');
    const after = (await beachFeed('burnham-on-sea-beach')).events.map((e) => e.uid);
    expect(after).toEqual(before);
    expect(new Set(before).size).toBe(2);
  });

  it('is a valid feed with no events, saying why, for a beach whose rules are not known', async () => {
    // A seasonal ban whose dates nobody recorded.
    await t.db.knex('beaches').where({ slug: 'saunton-sands' }).update({
      dogRules: null,
      accessType: 'seasonal',
      dogAccessStatus: 'seasonal_ban',
      dogRestrictionStart: null,
      dogRestrictionEnd: null,
    });
    const feed = await beachFeed('saunton-sands');
    expect(feed.events).toEqual([]);
    expect(feed.description).toContain('We do not know the dog rules at Saunton Sands');
  });

  it('serves the second request from the cache: the same bytes, the same stamp, a 304 for the ETag', async () => {
    setClock('2026-04-23T11:00:00Z');
    const path = '/api/beaches/croyde-beach/calendar.ics';
    const first = await getRaw(t.callback, path).expect(200);
    setClock('2026-04-23T11:05:00Z');
    const second = await getRaw(t.callback, path).expect(200);
    // DTSTAMP is the moment the feed was built: five minutes on, it is still the first one's.
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    const again = await getRaw(t.callback, path, { 'If-None-Match': first.headers.etag });
    expect(again.status).toBe(304);
  });

  it.each([
    ['/api/beaches/no-such-beach/calendar.ics'],
    ['/api/beaches/999999/calendar.ics'],
    [`/api/beaches/${'a'.repeat(300)}/calendar.ics`],
    ['/api/beaches/bad_slug!/calendar.ics'],
  ])('%s: 404 as JSON', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('the private "my beaches" address', () => {
  let user: SignedUp;
  beforeAll(async () => {
    user = await signUpAndVerify(t);
  });

  const asUser = {
    get: () => request(t.callback).get('/api/my/calendar-feed').set('Cookie', user.cookie),
    post: () => request(t.callback).post('/api/my/calendar-feed').set('Cookie', user.cookie),
    delete: () => request(t.callback).delete('/api/my/calendar-feed').set('Cookie', user.cookie),
  };
  const beachId = async (slug: string) =>
    (await t.db.knex('beaches').where({ slug }).first('id')).id as number;
  const favour = async (slug: string) =>
    t.db.knex('beach_favourites').insert({ userId: user.id, beachId: await beachId(slug) });
  const pathOf = (url: string) => new URL(url).pathname;

  it('is made once, shown once, stored only as a hash, and holds the events of the user’s beaches', async () => {
    setClock('2026-04-23T11:00:00Z');
    expect((await asUser.get().expect(200)).body).toEqual({ exists: false, createdAt: null });
    await favour('croyde-beach');
    await favour('burnham-on-sea-beach');

    const made = await asUser.post().expect(201);
    expect(made.headers['cache-control']).toBe('private, no-store');
    const { url, webcalUrl } = made.body;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[0-9a-f]{64}\.ics$/);
    expect(webcalUrl).toBe(url.replace('http://', 'webcal://'));
    const token = url.match(/([0-9a-f]{64})\.ics$/)[1];
    const stored = await t.db.knex('calendar_feeds').where({ userId: user.id }).first();
    expect(stored.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const status = await asUser.get().expect(200);
    expect(status.body.exists).toBe(true);
    expect(status.text).not.toContain(token);

    const res = await get(pathOf(url)).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const feed = parseFeed(res.text);
    expect(feed.name).toBe('Dog rules: my beaches');
    expect(feed.events.map((e) => [e.summary.split(':').at(-1)?.trim(), ...span(e)])).toEqual([
      // By beach name.
      ['Burnham-on-Sea Beach', '2026-04-23', '2027-04-23'],
      ['Burnham-on-Sea Beach', '2026-05-01', '2026-10-01'],
      ['Croyde Bay', '2026-05-01', '2026-10-01'],
    ]);
  });

  it('follows the user’s beaches: a beach let go leaves the feed at the next fetch', async () => {
    const { url } = (await asUser.post().expect(201)).body;
    await t.db.knex('beach_favourites').where({ userId: user.id }).delete();
    await favour('blackpool-sands');
    setClock('2026-11-27T11:00:00Z');
    const feed = await feedOf(pathOf(url));
    expect(feed.events.map((e) => [e.summary, ...span(e)])).toEqual([
      ['No dogs: Blackpool Sands', '2027-03-14', '2027-11-06'],
    ]);
  });

  it('stops working once replaced or revoked: the old address answers 404 from then on', async () => {
    const first = pathOf((await asUser.post().expect(201)).body.url);
    await get(first).expect(200);
    const second = pathOf((await asUser.post().expect(201)).body.url);
    expect(second).not.toBe(first);
    expect((await get(first).expect(404)).body.error.code).toBe('not_found');
    await get(second).expect(200);

    await asUser.delete().expect(204);
    expect((await get(second).expect(404)).body.error.code).toBe('not_found');
    expect((await asUser.get().expect(200)).body).toEqual({ exists: false, createdAt: null });
    // Stopping an address that is already stopped changes nothing.
    await asUser.delete().expect(204);
  });

  it.each([
    ['/api/calendar/abc.ics'],
    [`/api/calendar/${'0'.repeat(64)}.ics`],
    [`/api/calendar/${'g'.repeat(64)}.ics`],
    [`/api/calendar/${'A'.repeat(64)}.ics`],
    [`/api/calendar/${'0'.repeat(65)}.ics`],
    ['/api/calendar/.ics'],
  ])('%s: 404 as JSON, never a feed', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('needs a signed-in user to see, make or stop an address', async () => {
    for (const send of [
      request(t.callback).get('/api/my/calendar-feed'),
      request(t.callback).post('/api/my/calendar-feed'),
      request(t.callback).delete('/api/my/calendar-feed'),
    ]) {
      const res = await send;
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
  });
});
