/**
 * A source of a dog rule as the editor holds it while it is typed (issue #29): every part text,
 * blank for "none", and the conversions to and from the evidence the API stores.
 */
import type { DogRuleEvidence, EvidenceKind } from '../../../domain/dog-rules/dog-rule-evidence.ts';

export interface EvidenceDraft {
  /** Only for React's list keys. */
  key: string;
  kind: EvidenceKind;
  title: string;
  url: string;
  published: string;
  seen: string;
  expires: string;
  says: string;
}

export const EVIDENCE_KIND_LABELS: Record<EvidenceKind, string> = {
  'council-order': 'Council order',
  'council-page': 'Council page',
  landowner: 'Landowner',
  'press-report': 'Press report of an order',
  'sign-on-site': 'Sign seen on site',
  'visitor-report': 'Visitor’s report',
  'guide-listing': 'Beach guide listing',
  'absent-from-list': 'Absent from a list',
};

let keys = 0;
const nextKey = () => `source-${++keys}`;

export const evidenceToDraft = (e: DogRuleEvidence): EvidenceDraft => ({
  key: nextKey(),
  kind: e.kind,
  title: e.title,
  url: e.url ?? '',
  published: e.published ?? '',
  seen: e.seen ?? '',
  expires: e.expires ?? '',
  says: e.says ?? '',
});

export const newEvidenceDraft = (): EvidenceDraft => ({
  key: nextKey(),
  kind: 'council-page',
  title: '',
  url: '',
  published: '',
  seen: '',
  expires: '',
  says: '',
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export const draftToEvidence = (d: EvidenceDraft): DogRuleEvidence => ({
  kind: d.kind,
  title: d.title.trim(),
  url: orNull(d.url),
  published: orNull(d.published),
  seen: orNull(d.seen),
  expires: orNull(d.expires),
  says: orNull(d.says),
});
