/**
 * An admin's decision on a visitor's sign report (issue #29 item 4). Confirm: the rule the visitor
 * saw gains a dated "sign seen on site" source (only while it still stands as they saw it).
 * Correct: the beach's rules are replaced by the list the admin edited with the report's evidence
 * attached, the single-period fields derived as the beach editor derives them. Dismiss: nothing
 * changes but the report. The beach's confidence is recomputed from its evidence, the report and
 * the beach are written to the audit log in the same transaction, and phones follow through the
 * sync (a beach write stamps its change version). The reporter is mailed when a rule changed.
 */
import type { Knex } from 'knex';
import type {
  DogRuleReportDecision,
  DogRuleReportStatus,
} from '../../domain/admin/admin-dog-rule-reports.ts';
import type { AccessType } from '../../domain/beaches/beach.ts';
import { beachTrust, withSign } from '../../domain/dog-rules/dog-rule-report-decision.ts';
import type { DogRule } from '../../domain/dog-rules/dog-rules.ts';
import { conflict, notFound } from '../errors.ts';
import type { MailQueue } from '../jobs/mail-queue.ts';
import type { Admin } from '../models/Admin.ts';
import { Beach } from '../models/Beach.ts';
import { DogRuleReport } from '../models/DogRuleReport.ts';
import { presentQueueReport } from '../presenters/admin-dog-rule-reports.ts';
import { presentBeach } from '../presenters/beach.ts';
import { toIsoDate } from '../presenters/values.ts';
import { type AuditEntry, type AuditedActor, auditedWrite } from './admin-audit.ts';
import { dogRuleColumns } from './admin-beach-columns.ts';
import { auditedBeach, lockLiveBeach } from './admin-beaches.ts';
import { currentRules, ruleStillStands } from './dog-rule-reports.ts';

type BeachPatch = Partial<Pick<Beach, 'dogRules' | 'unrestrictedEvidence'>> & Record<string, unknown>;

const RULE_CHANGED = 'The rule changed since this report was made: correct or dismiss the report';
const SOURCES_FULL = 'This rule already has 10 sources: correct it to make room for the sign';

async function lockOpenReport(trx: Knex.Transaction, id: number): Promise<DogRuleReport> {
  const report = await DogRuleReport.query(trx).findById(id).forUpdate();
  if (!report) throw notFound('Report not found');
  if (report.status !== 'open') throw conflict(`This report was already ${report.status}`);
  return report;
}

interface Decision {
  status: Exclude<DogRuleReportStatus, 'open'>;
  note: string | null;
  /** The beach's new columns; null when the decision leaves the beach as it is. */
  patch: BeachPatch | null;
}

/** Writes the decision, the beach's new rules and confidence, and their audit entries. */
async function decide(trx: Knex.Transaction, admin: Admin, report: DogRuleReport, beach: Beach, d: Decision) {
  const audit: AuditEntry[] = [];
  let saved = beach;
  if (d.patch) {
    const next = {
      dogRules: currentRules(beach),
      unrestrictedEvidence: beach.unrestrictedEvidence,
      ...d.patch,
    };
    const trust = beachTrust(next, new Date(), toIsoDate(beach.validationLastChecked));
    saved = await Beach.query(trx).patchAndFetchById(beach.id, { ...d.patch, ...trust });
    audit.push({
      action: 'update',
      entity: 'beach',
      entityId: beach.id,
      summary: `${beach.name}: dog rules ${d.status} from report #${report.id}`,
      before: auditedBeach(presentBeach(beach)),
      after: auditedBeach(presentBeach(saved)),
    });
  }
  await DogRuleReport.query(trx)
    .findById(report.id)
    .patch({ status: d.status, decidedBy: admin.id, decidedAt: new Date(), decisionNote: d.note });
  audit.unshift({
    action: d.status === 'confirmed' ? 'confirm' : d.status === 'corrected' ? 'correct' : 'dismiss',
    entity: 'dog_rule_report',
    entityId: report.id,
    summary: `Report #${report.id} on ${beach.name} ${d.status}${d.note ? `: ${d.note}` : ''}`,
    before: { status: report.status },
    after: { status: d.status, decisionNote: d.note },
  });
  const result: DogRuleReportDecision = {
    id: report.id,
    status: d.status,
    beach: { id: saved.id, name: saved.name, confidence: saved.validationConfidence },
  };
  return { result, audit };
}

/** What a decision needs beyond the admin: the queue that mails the reporter, the site's address for the sign's source. */
export interface DecisionServices {
  mailQueue: MailQueue;
  publicUrl: string;
}

/** Runs one decision on an open report of a live beach; mails the reporter when a rule changed. */
async function onOpenReport(
  actor: AuditedActor,
  { mailQueue }: DecisionServices,
  id: number,
  choose: (report: DogRuleReport, beach: Beach) => Decision,
): Promise<DogRuleReportDecision> {
  const result = await auditedWrite(actor, async (trx) => {
    const report = await lockOpenReport(trx, id);
    const beach = await lockLiveBeach(trx, report.beachId);
    return decide(trx, actor.admin, report, beach, choose(report, beach));
  });
  if (result.status !== 'dismissed') {
    await mailQueue.enqueue({ kind: 'dog-rule-report', reportId: result.id });
  }
  return result;
}

export function confirmReport(
  actor: AuditedActor,
  services: DecisionServices,
  id: number,
  note: string | null,
) {
  return onOpenReport(actor, services, id, (report, beach) => {
    const rules = currentRules(beach);
    if (!ruleStillStands(report, rules)) throw conflict(RULE_CHANGED);
    const sign = presentQueueReport(report, rules, services.publicUrl).evidence;
    if (report.ruleIndex === null || !rules) {
      const unrestrictedEvidence = withSign(beach.unrestrictedEvidence ?? [], sign);
      if (!unrestrictedEvidence) throw conflict(SOURCES_FULL);
      return { status: 'confirmed', note, patch: { unrestrictedEvidence } };
    }
    const index = report.ruleIndex;
    const evidence = withSign(rules[index]?.evidence ?? [], sign);
    if (!evidence) throw conflict(SOURCES_FULL);
    const dogRules: DogRule[] = rules.map((rule, i) => (i === index ? { ...rule, evidence } : rule));
    return { status: 'confirmed', note, patch: { dogRules } };
  });
}

export function correctReport(
  actor: AuditedActor,
  services: DecisionServices,
  id: number,
  input: { dogRules: DogRule[]; note: string | null },
) {
  return onOpenReport(actor, services, id, (_report, beach) => ({
    status: 'corrected',
    note: input.note,
    patch: dogRuleColumns(beach.accessType as AccessType, input.dogRules, beach),
  }));
}

export function dismissReport(
  actor: AuditedActor,
  services: DecisionServices,
  id: number,
  note: string | null,
) {
  return onOpenReport(actor, services, id, () => ({ status: 'dismissed', note, patch: null }));
}
