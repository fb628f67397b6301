/** The place line under every beach's name in the dataset names each place once (issue #12). */
import { expect, it } from 'vitest';
import { beachPlaceLine } from '../domain/beaches/beach-place-line.ts';
import { readBeaches } from './data-files.ts';

const beaches = readBeaches();
const places = (line: string) => line.split(/,| · /).map((place) => place.trim().toLowerCase());
/** One place names another when it is the same or a finer name of it ("north devon", "devon"). */
const names = (a: string, b: string) => a === b || a.endsWith(` ${b}`) || b.endsWith(` ${a}`);

it('names no place twice on any of the 180 beaches, and drops none', () => {
  expect(beaches).toHaveLength(180);
  for (const beach of beaches) {
    const line = beachPlaceLine(beach.fullAddress, beach.location);
    const shown = places(line);
    const twice = shown.filter((a, i) => shown.some((b, j) => j > i && names(a, b)));
    expect(twice, `${beach.slug}: ${line}`).toEqual([]);
    // Every place of the address and the area is still there, itself or by a finer name.
    for (const place of [...places(beach.fullAddress ?? ''), beach.location.toLowerCase()]) {
      expect(
        shown.some((s) => names(s, place)),
        `${beach.slug}: ${place} in ${line}`,
      ).toBe(true);
    }
  }
});
