/**
 * Where each beach is and what its rule rests on (issue #12, "Places and sources"): every
 * point is on the coast, a record that cites only a home page admits it, and a check date is
 * the day someone read the cited source, shared only by records checked together against it.
 */
import { describe, expect, it } from 'vitest';
import { metres, metresToCoastline, readCoastline } from './coastline.ts';
import { readBeaches } from './data-files.ts';

const beaches = readBeaches();
const coastline = readCoastline();
const bySlug = (slug: string) => {
  const beach = beaches.find((b) => b.slug === slug);
  if (!beach) throw new Error(`no beach ${slug}`);
  return beach;
};

/**
 * The coastline file is simplified (about 0.8 km between vertices), so the sand of a small
 * cove can read up to ~200 m from the line; a beach further out is misplaced. Before issue
 * #12 three points were beyond 200 m: Littleham Cove (317 m, at sea), Cogden (216 m, The
 * Beach Guide's position) and Seaton Hole (214 m, at sea).
 */
const NEAR_COAST_METRES = 250;

describe('where each beach is', () => {
  it('puts every beach within 250 m of the coastline', () => {
    const far = beaches
      .map((b) => ({
        slug: b.slug,
        m: Math.round(metresToCoastline({ lat: b.latitude, lng: b.longitude }, coastline)),
      }))
      .filter(({ m }) => m > NEAR_COAST_METRES);
    expect(far).toEqual([]);
  });

  it('measures a point inland, at sea or where Littleham Cove used to be as far from the coast', () => {
    // Princetown on Dartmoor; the Bristol Channel between Lundy and Morte Point; Littleham
    // Cove's estimated point before issue #12.
    expect(metresToCoastline({ lat: 50.5436, lng: -3.9897 }, coastline)).toBeGreaterThan(10_000);
    expect(metresToCoastline({ lat: 51.25, lng: -4.4 }, coastline)).toBeGreaterThan(10_000);
    expect(metresToCoastline({ lat: 50.6168, lng: -3.349 }, coastline)).toBeGreaterThan(NEAR_COAST_METRES);
  });

  it('puts Lee Bay at the grid reference of its AONB profile (SS 4822 4672)', () => {
    const lee = bySlug('lee-bay-ilfracombe');
    expect(metres({ lat: lee.latitude, lng: lee.longitude }, { lat: 51.1995, lng: -4.1737 })).toBeLessThan(
      30,
    );
  });

  it('marks low every record whose note calls its position an estimate', () => {
    const estimate =
      /(coordinates|position|\bpoint\b)[^.;]*(estimat|approximat|from memory|general knowledge)/i;
    for (const b of beaches.filter((b) => estimate.test(b.validationNotes ?? ''))) {
      expect(b.validationConfidence, b.slug).toBe('low');
    }
  });
});

describe('what each rule rests on', () => {
  it('cites a page that states the rule, or is marked low and says it cites a home page', () => {
    for (const b of beaches) {
      const { pathname } = new URL(b.validationSourceUrl);
      if (pathname !== '/' && pathname !== '') continue;
      expect(b.validationConfidence, `${b.slug} cites ${b.validationSourceUrl}`).toBe('low');
      expect(b.validationNotes, b.slug).toMatch(/home page/);
    }
  });

  it('dates a check only for records checked together against one source', () => {
    const sourceOn = new Map<string, string>();
    for (const b of beaches) {
      if (b.validationLastChecked === null) continue;
      const source = sourceOn.get(b.validationLastChecked) ?? b.validationSourceUrl;
      expect(b.validationSourceUrl, `${b.slug} checked ${b.validationLastChecked}`).toBe(source);
      sourceOn.set(b.validationLastChecked, source);
    }
  });

  it('claims no check on a day that has not yet come', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const b of beaches) {
      if (b.validationLastChecked !== null) expect(b.validationLastChecked <= today, b.slug).toBe(true);
    }
  });

  it('says in the note of every dated record which day its source was read', () => {
    for (const b of beaches) {
      if (b.validationLastChecked === null) continue;
      const [year, month, day] = b.validationLastChecked.split('-').map(Number);
      const spoken = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(b.validationNotes, b.slug).toContain(`checked on ${spoken}`);
    }
  });
});
