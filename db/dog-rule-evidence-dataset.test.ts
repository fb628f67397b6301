/**
 * What the dataset's dog rules rest on (issue #29, "Provenance as data"). Every rule names its
 * sources and every beach with no rules names what says so; how sure a beach is follows from
 * those sources by the written rule (domain/dog-rules/dog-rule-evidence.ts), so a level typed into the
 * data that disagrees fails here; and no date appears that no source gives: a day a source was
 * read is one a note records, a source's own date is in its address or in the row we copied it
 * from, an order's end follows from the term a note quotes, and a rule's days are stated by a
 * note (not as an assumption) or flagged as our reading in what a source says.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DogRuleEvidence } from '../domain/dog-rules/dog-rule-evidence.ts';
import { beachEvidence, beachProvenance } from '../domain/dog-rules/dog-rule-evidence-now.ts';
import type { DogRule, RuleDay } from '../domain/dog-rules/dog-rules.ts';
import { type BeachRecord, dataDir, parseCsv, readBeaches } from './data-files.ts';

const beaches = readBeaches();
const raw = readdirSync(join(dataDir, 'beaches'))
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => JSON.parse(readFileSync(join(dataDir, 'beaches', f), 'utf8')) as Record<string, unknown>[]);
const [header, ...csvRows] = parseCsv(readFileSync(join(dataDir, 'dog-rule-sources.csv'), 'utf8'));
const sourceCells = csvRows.map((r) => r[header.indexOf('source')]);
const ruleTexts = csvRows.map((r) => r[header.indexOf('dog_rule_text')]);
const now = new Date();
const today = now.toISOString().slice(0, 10);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = MONTHS.map((m) =>
  new Date(Date.UTC(2000, MONTHS.indexOf(m), 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }),
);
/** "2026-11-25" → "25 Nov 2026", as the notes write the day a source was read. */
const spokenDay = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};
/** A sentence that states a date as a guess does not give it. */
const GUESS = /assum|unverified|not verified|estimat|from memory/i;
const sentences = (text: string | null) => (text ?? '').split(/(?<=\.)\s+/);

const rulesOf = (b: BeachRecord): DogRule[] => b.dogRules ?? [];
const everyEvidence = () =>
  beaches.flatMap((b) => beachEvidence(b).map((e) => ({ slug: b.slug, notes: b.validationNotes, e })));

/** Whether an order's end follows from a term a note quotes: "from 1 January 2024 for three years". */
function termGives(notes: string | null, expires: string): boolean {
  const TERM = /from (\d{1,2}) (\w+) (\d{4}) for (three|two|\d) years/g;
  for (const m of (notes ?? '').matchAll(TERM)) {
    const years = { two: 2, three: 3 }[m[4]] ?? Number(m[4]);
    const start = Date.UTC(Number(m[3]) + years, MONTH_NAMES.indexOf(m[2]), Number(m[1]));
    if (new Date(start - 86_400_000).toISOString().slice(0, 10) === expires) return true;
  }
  return (notes ?? '').includes(spokenDay(expires));
}

/**
 * Whether a rule's day is given: by a row of dog-rule-sources.csv from one of its sources, by a
 * note sentence that is no guess, or as our reading flagged in what a source says.
 */
function dayGiven(day: RuleDay, beach: BeachRecord, evidence: readonly DogRuleEvidence[]): boolean {
  const urls = evidence.flatMap((e) => (e.url ? [e.url] : []));
  const inRow = ruleTexts.some(
    (text, i) =>
      typeof day === 'string' && text.includes(day) && urls.some((u) => sourceCells[i].includes(u)),
  );
  if (inRow) return true;
  const words =
    typeof day === 'string'
      ? new RegExp(`\\b${Number(day.slice(3))} (${MONTHS[Number(day.slice(0, 2)) - 1]})`)
      : /Easter/;
  const noted = sentences(beach.validationNotes).some((s) => words.test(s) && !GUESS.test(s));
  return noted || evidence.some((e) => e.says !== null && words.test(e.says));
}

describe('the evidence of the dataset’s dog rules', () => {
  it('names a source for every rule, and what says a beach with no rules has none', () => {
    const missing = beaches.flatMap((b) => {
      if (b.dogRules === null) return b.unrestrictedEvidence === null ? [] : [`${b.slug}: undated, no rules`];
      if (b.dogRules.length === 0)
        return b.unrestrictedEvidence?.length ? [] : [`${b.slug}: nothing says dogs are free here`];
      const unsourced = b.dogRules.filter((r) => !r.evidence?.length).map((r) => `${b.slug}: ${r.kind}`);
      return b.unrestrictedEvidence === null ? unsourced : [...unsourced, `${b.slug}: rules and none`];
    });
    expect(missing).toEqual([]);
  });

  it('never rests a rule on a beach’s absence from a list, or a listing on anything but the guide', () => {
    for (const b of beaches) {
      for (const rule of rulesOf(b)) {
        expect(
          rule.evidence?.map((e) => e.kind),
          b.slug,
        ).not.toContain('absent-from-list');
      }
      for (const e of beachEvidence(b)) {
        expect(e.kind === 'guide-listing', `${b.slug}: ${e.title}`).toBe(
          e.url?.startsWith('https://www.thebeachguide.co.uk/') ?? false,
        );
      }
    }
  });

  it('titles each source in plain words, not a working note or a scrape', () => {
    for (const { slug, e } of everyEvidence()) {
      expect(e.title, slug).not.toMatch(/https?:|github|@[0-9a-f]{6}|\bTODO\b|\?/i);
    }
  });
});

describe('how sure each beach is', () => {
  it('follows from the evidence: a level typed into the data must be the computed one', () => {
    const disagree = raw.flatMap((record) => {
      const beach = beaches.find((b) => b.slug === record.slug) as BeachRecord;
      const computed = beachProvenance(beach, now);
      return (['validationConfidence', 'validationLastChecked'] as const)
        .filter((field) => field in record && record[field] !== computed[field])
        .map((field) => `${beach.slug}: ${field} ${record[field]}, its evidence gives ${computed[field]}`);
    });
    expect(disagree).toEqual([]);
  });

  it('calls no beach high without a dated reading of an order, a landowner or a sign', () => {
    for (const b of beaches) {
      if (beachProvenance(b, now).validationConfidence !== 'high') continue;
      const read = beachEvidence(b).filter(
        (e) => e.seen !== null && ['council-order', 'landowner', 'sign-on-site'].includes(e.kind),
      );
      expect(read, b.slug).not.toEqual([]);
    }
  });

  it('keeps low a beach that rests only on an absence, a guide, a report or nothing', () => {
    const weak = ['absent-from-list', 'guide-listing', 'press-report', 'visitor-report'];
    for (const b of beaches) {
      if (beachEvidence(b).every((e) => weak.includes(e.kind)))
        expect(beachProvenance(b, now).validationConfidence, b.slug).toBe('low');
    }
  });
});

describe('no date that no source gives', () => {
  it('dates a reading only on a day that has come and that the beach’s note records', () => {
    for (const { slug, notes, e } of everyEvidence()) {
      if (e.seen === null) continue;
      expect(e.seen <= today, `${slug}: ${e.title}`).toBe(true);
      expect(notes, `${slug}: read on ${e.seen}`).toContain(`checked on ${spokenDay(e.seen)}`);
    }
  });

  it('shares a day of reading only between readings of one source', () => {
    const sourceOn = new Map<string, string | null>();
    for (const { slug, e } of everyEvidence()) {
      if (e.seen === null) continue;
      const source = sourceOn.get(e.seen) ?? e.url;
      expect(e.url, `${slug} read on ${e.seen}`).toBe(source);
      sourceOn.set(e.seen, source);
    }
  });

  it('gives a source’s own date only where its address or the row we copied gives it', () => {
    for (const { slug, e } of everyEvidence()) {
      if (e.published === null) continue;
      const url = e.url ?? '';
      const given =
        url.includes(e.published) ||
        sourceCells.some((cell) => cell.includes(url) && cell.includes(e.published as string));
      expect(e.url && given, `${slug}: ${e.title} (${e.published})`).toBe(true);
    }
  });

  it('gives an order’s end only where a note quotes its term', () => {
    for (const { slug, notes, e } of everyEvidence()) {
      if (e.expires !== null) expect(termGives(notes, e.expires), `${slug}: ends ${e.expires}`).toBe(true);
    }
  });

  it('lists a rule’s days only where a note states them or a source’s words flag our reading', () => {
    const unsourced = beaches.flatMap((b) =>
      rulesOf(b).flatMap((rule) =>
        rule.period === 'all-year'
          ? []
          : [rule.period.from, rule.period.to]
              .filter((day) => !dayGiven(day, b, rule.evidence ?? []))
              .map((day) => `${b.slug}: ${JSON.stringify(day)}`),
      ),
    );
    expect(unsourced).toEqual([]);
  });

  it('tells a stated day from a guessed one', () => {
    const beach = { validationNotes: 'The dates 1 May – 30 Sep are an assumption.' } as BeachRecord;
    expect(dayGiven('05-01', beach, [])).toBe(false);
    expect(
      dayGiven('05-01', { ...beach, validationNotes: 'Banned 1 May – 30 Sep (council page).' }, []),
    ).toBe(true);
    expect(dayGiven('11-05', beach, [{ says: 'we hold the ban to 5 Nov' } as DogRuleEvidence])).toBe(true);
    expect(termGives('In force from 1 January 2024 for three years.', '2026-12-31')).toBe(true);
    expect(termGives('In force from 1 January 2024 for three years.', '2027-12-31')).toBe(false);
  });
});
