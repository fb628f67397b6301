/**
 * The dog rules lists of the beach dataset (issue #12): each parses, the spec's single-period
 * fields agree with it, and the beaches whose rules need more than one period read true.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dogAccessNow } from '../domain/dog-rules/dog-access-now.ts';
import { legacyDogFields } from '../domain/dog-rules/dog-rules-legacy.ts';
import { dogRulesSchema } from '../domain/dog-rules/dog-rules-schema.ts';
import { dataDir, readBeaches } from './data-files.ts';

const raw = readdirSync(join(dataDir, 'beaches'))
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => JSON.parse(readFileSync(join(dataDir, 'beaches', f), 'utf8')) as Record<string, unknown>[]);
const beaches = readBeaches();
const bySlug = (slug: string) => {
  const beach = beaches.find((b) => b.slug === slug);
  if (!beach) throw new Error(`no beach ${slug}`);
  return beach;
};
const at = (iso: string) => new Date(iso);

describe('the dataset’s dog rules', () => {
  it('every record has a list that parses with the schema, or none where no source dates its ban', () => {
    expect(raw).toHaveLength(180);
    for (const record of raw) {
      const parsed = dogRulesSchema.nullable().safeParse(record.dogRules);
      expect(parsed.error?.issues ?? [], String(record.slug)).toEqual([]);
    }
  });

  it('keeps the spec’s single-period fields as the list says', () => {
    for (const b of beaches) {
      if (b.dogRules === null) continue; // data-files.ts checks these read "seasonal ban, no dates"
      const derived = legacyDogFields(b.dogRules);
      const stored = Object.fromEntries(Object.keys(derived).map((k) => [k, b[k as keyof typeof derived]]));
      expect(stored, b.slug).toEqual(derived);
    }
  });

  it('names each zone so it reads after “No dogs” or “Leads needed”', () => {
    for (const b of beaches) {
      for (const rule of b.dogRules ?? []) {
        if (rule.zone !== null)
          expect(rule.zone, b.slug).toMatch(/^(on|in|between|from|east|west|north|south) /);
      }
    }
  });

  it('tells Burnham-on-Sea’s visitors in December that the jetty to the pavilion stays closed', () => {
    const burnham = bySlug('burnham-on-sea-beach');
    expect(dogAccessNow(burnham, at('2026-12-10T12:00:00Z'))).toEqual({
      state: 'restricted',
      message:
        'No dogs between the jetty and the pavilion (beach, jetty and Esplanade steps), all year. The rest of the beach is open to dogs until 1 May',
    });
    expect(dogAccessNow(burnham, at('2026-07-10T12:00:00Z')).message).toContain(
      'No dogs from the jetty to the yacht club and from the pavilion to Maddocks Slade, until 30 Sep',
    );
  });

  it('asks for a lead at Summerleaze, Knoll Beach and Shell Bay only in season', () => {
    for (const slug of ['summerleaze-beach-bude', 'studland-knoll-beach', 'shell-bay-studland']) {
      expect(dogAccessNow(bySlug(slug), at('2026-12-10T12:00:00Z')).state, slug).toBe('allowed');
      expect(dogAccessNow(bySlug(slug), at('2026-07-10T12:00:00Z')).state, slug).toBe('lead');
    }
  });

  it('starts Blackpool Sands’ ban from Easter, whatever the year, and holds it past half term', () => {
    const sands = bySlug('blackpool-sands');
    expect(dogAccessNow(sands, at('2026-03-22T12:00:00Z')).state).toBe('banned');
    expect(dogAccessNow(sands, at('2027-03-10T12:00:00Z')).state).toBe('allowed');
    // "Until after October half term": a half term ending on Friday 3 Nov (as in 2023) still holds.
    expect(dogAccessNow(sands, at('2028-11-04T12:00:00Z')).state).toBe('banned');
    expect(dogAccessNow(sands, at('2028-11-06T12:00:00Z')).state).toBe('allowed');
  });

  it('says a seasonal ban has no recorded dates where no source gives them (issue #29)', () => {
    // Mothecombe's estate and Teignbridge's town beaches: a ban, but no end date in any source.
    for (const slug of ['mothecombe-beach', 'teignmouth-town-beach', 'dawlish-town-beach']) {
      expect(bySlug(slug).dogRules, slug).toBeNull();
      expect(dogAccessNow(bySlug(slug), at('2027-08-10T12:00:00Z')), slug).toEqual({
        state: 'restricted',
        message: 'Seasonal dog ban (dates not recorded) — check local signs',
      });
    }
  });

  it('keeps dogs off Mouthwell Sands and Bigbury at 09:00 and 19:00 on 15 July (issue #29)', () => {
    // South Hams' page gives no hours for either ban; a 10:00–19:00 reading let dogs in at both times.
    // Nor does it say which part of Bigbury is closed, so the whole beach is (the stricter reading).
    for (const iso of ['2026-07-15T08:00:00Z', '2026-07-15T18:00:00Z']) {
      for (const slug of ['hope-cove-mouthwell-sands', 'bigbury-on-sea']) {
        expect(dogAccessNow(bySlug(slug), at(iso)), `${slug} ${iso}`).toEqual({
          state: 'banned',
          message: 'Dogs banned all day until 30 Sep',
        });
      }
    }
  });

  it('says a beach is restricted exactly when a part of it, not all of it, closes', () => {
    for (const b of beaches) {
      const rules = b.dogRules ?? [];
      const partOnly =
        rules.some((r) => r.kind === 'no-dogs' && r.zone !== null) &&
        !rules.some((r) => r.kind === 'no-dogs' && r.zone === null);
      expect(b.dogAccessStatus === 'restricted', b.slug).toBe(partOnly);
    }
  });
});
