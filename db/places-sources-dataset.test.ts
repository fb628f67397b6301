/**
 * Where each beach is and what its rule rests on (issue #12, "Places and sources"): every
 * point is on the coast, and a record that cites only a home page admits it. How sure a rule is
 * follows from its evidence alone since issue #29 (a position estimate is said in the note), and
 * the days sources were read are checked in dog-rule-evidence-dataset.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { beachEvidence, beachProvenance } from '../domain/dog-rules/dog-rule-evidence-now.ts';
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
});

describe('what each rule rests on', () => {
  it('cites a page that states the rule, or says it cites a home page and rests on nothing better than low', () => {
    const now = new Date();
    for (const b of beaches) {
      for (const e of beachEvidence(b)) {
        if (e.url) expect(new URL(e.url).pathname, `${b.slug}: ${e.title}`).not.toBe('/');
      }
      const { pathname } = new URL(b.validationSourceUrl);
      if (pathname !== '/' && pathname !== '') continue;
      expect(beachProvenance(b, now).validationConfidence, `${b.slug} cites ${b.validationSourceUrl}`).toBe(
        'low',
      );
      expect(b.validationNotes, b.slug).toMatch(/home page/);
    }
  });
});
