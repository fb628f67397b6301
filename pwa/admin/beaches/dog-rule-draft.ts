/**
 * A dog rule as the editor holds it while it is typed (every part a string or a choice), and the
 * conversions to and from the rule the API stores (domain/dog-rules/dog-rules.ts). A day counted from Easter
 * stays counted from Easter: an edit never turns it into this year's date.
 */
import type { DogRuleEvidence } from '../../../domain/dog-rules/dog-rule-evidence.ts';
import type { DogRule, DogRuleKind, RuleDay } from '../../../domain/dog-rules/dog-rules.ts';
import { draftToEvidence, type EvidenceDraft, evidenceToDraft } from './evidence-draft.ts';

export interface RuleDayDraft {
  mode: 'date' | 'easter';
  /** "MM-DD" when mode is date. */
  date: string;
  /** Days from Easter Sunday (-2 is Good Friday) when mode is easter. */
  days: string;
}

export interface DogRuleDraft {
  /** Only for React's list keys: a rule has no id of its own. */
  key: string;
  kind: DogRuleKind;
  /** Blank: the whole beach. */
  zone: string;
  allYear: boolean;
  from: RuleDayDraft;
  to: RuleDayDraft;
  allDay: boolean;
  hoursFrom: string;
  hoursTo: string;
  /** The sources the rule rests on (issue #29). */
  evidence: EvidenceDraft[];
}

let keys = 0;
const nextKey = () => `rule-${++keys}`;

const dayDraft = (day: RuleDay | undefined, fallback: string): RuleDayDraft =>
  typeof day === 'object'
    ? { mode: 'easter', date: '', days: String(day.daysFromEaster) }
    : { mode: 'date', date: day ?? fallback, days: '0' };

const ruleDay = (draft: RuleDayDraft): RuleDay =>
  draft.mode === 'easter' ? { daysFromEaster: Number(draft.days) } : draft.date.trim();

export function ruleToDraft(rule: DogRule): DogRuleDraft {
  const period = rule.period === 'all-year' ? null : rule.period;
  const hours = rule.hours === 'all-day' ? null : rule.hours;
  return {
    key: nextKey(),
    kind: rule.kind,
    zone: rule.zone ?? '',
    allYear: period === null,
    from: dayDraft(period?.from, '05-01'),
    to: dayDraft(period?.to, '09-30'),
    allDay: hours === null,
    hoursFrom: hours?.from ?? '10:00',
    hoursTo: hours?.to ?? '18:00',
    evidence: (rule.evidence ?? []).map(evidenceToDraft),
  };
}

/** The rule with one more source attached (the verification queue's Correct starts from it). */
export const withEvidence = (draft: DogRuleDraft, evidence: DogRuleEvidence): DogRuleDraft => ({
  ...draft,
  evidence: [...draft.evidence, evidenceToDraft(evidence)],
});

/** A new rule: no dogs on the whole beach, 1 May to 30 Sep, all day (the commonest council ban). */
export const newRuleDraft = (): DogRuleDraft => ({
  ...ruleToDraft({ kind: 'no-dogs', zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day' }),
});

export function draftToRule(draft: DogRuleDraft): DogRule {
  const zone = draft.zone.trim();
  return {
    kind: draft.kind,
    zone: zone ? zone : null,
    period: draft.allYear ? 'all-year' : { from: ruleDay(draft.from), to: ruleDay(draft.to) },
    hours: draft.allDay ? 'all-day' : { from: draft.hoursFrom, to: draft.hoursTo },
    ...(draft.evidence.length > 0 ? { evidence: draft.evidence.map(draftToEvidence) } : {}),
  };
}
