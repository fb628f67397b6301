/** The moment in words, and the days offered first, spelt without Intl. */
import { describe, expect, it } from 'vitest';
import { dayChoices, momentWords } from './moment-words.ts';

const labels = (iso: string) => dayChoices(new Date(iso)).map((c) => `${c.label} ${c.date}`);

describe('momentWords', () => {
  it('says a moment as a dog owner reads it', () => {
    expect(momentWords({ date: '2026-04-25', minutes: 14 * 60 })).toBe('Sat 25 Apr, 14:00');
    expect(momentWords({ date: '2026-12-05', minutes: 9 * 60 + 5 })).toBe('Sat 5 Dec, 09:05');
  });
});

describe('dayChoices', () => {
  it('offers Today, Tomorrow and the coming weekend on a Thursday', () => {
    expect(labels('2026-04-23T11:00:00Z')).toEqual([
      'Today 2026-04-23',
      'Tomorrow 2026-04-24',
      'Sat 25 Apr 2026-04-25',
      'Sun 26 Apr 2026-04-26',
    ]);
  });

  it('names each day once on a Friday, and offers the next weekend on Saturday and Sunday', () => {
    expect(labels('2026-04-24T11:00:00Z')).toEqual([
      'Today 2026-04-24',
      'Tomorrow 2026-04-25',
      'Sun 26 Apr 2026-04-26',
    ]);
    expect(labels('2026-04-25T11:00:00Z')).toEqual([
      'Today 2026-04-25',
      'Tomorrow 2026-04-26',
      'Sat 2 May 2026-05-02',
      'Sun 3 May 2026-05-03',
    ]);
    expect(labels('2026-04-26T11:00:00Z')).toEqual([
      'Today 2026-04-26',
      'Tomorrow 2026-04-27',
      'Sat 2 May 2026-05-02',
      'Sun 3 May 2026-05-03',
    ]);
  });

  it('counts days on the London clock: 23:30 UTC in summer is already tomorrow', () => {
    expect(labels('2026-07-02T23:30:00Z')[0]).toBe('Today 2026-07-03');
  });
});
