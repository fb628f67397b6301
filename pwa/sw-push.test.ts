import { describe, expect, it } from 'vitest';
import { reminderNoticeOf } from './sw-push.ts';

const ORIGIN = 'https://dogs.example';

describe('reminderNoticeOf', () => {
  it('shows what our server sent', () => {
    const sent = {
      title: 'Dog rules are changing at Croyde Bay',
      body: 'Dogs are banned…',
      url: '/my-beaches',
    };
    expect(reminderNoticeOf(JSON.stringify(sent), ORIGIN)).toEqual(sent);
  });

  it('shows a plain notice for a push it cannot read, and never opens another site', () => {
    expect(reminderNoticeOf(null, ORIGIN).url).toBe('/my-beaches');
    expect(reminderNoticeOf('not json', ORIGIN).title).toBe('Devon Dog Beaches');
    expect(reminderNoticeOf('null', ORIGIN).body).toMatch(/Dog rules are changing/);
    const away = reminderNoticeOf(
      JSON.stringify({ title: 'x', body: 'y', url: 'https://evil.example/' }),
      ORIGIN,
    );
    expect(away.url).toBe('/my-beaches');
    expect(reminderNoticeOf(JSON.stringify({ url: `${ORIGIN}/beaches/croyde-beach?x=1` }), ORIGIN).url).toBe(
      '/beaches/croyde-beach?x=1',
    );
  });
});
