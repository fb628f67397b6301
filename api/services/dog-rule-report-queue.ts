/**
 * The admin's verification queue (issue #29 item 4): each beach with reports waiting, its rules
 * as they stand with their sources and computed confidence, and its reports with the sign photo,
 * what the sign says and the source a confirmation would add. Reporters appear by first name only.
 */
import type { Knex } from 'knex';
import type {
  DogRuleReportQueue,
  DogRuleReportStatus,
  QueueBeach,
  QueuePhotoVariant,
  QueueReport,
} from '../../domain/admin/admin-dog-rule-reports.ts';
import { londonDayNumber, londonIsoDate } from '../../domain/clock/london-time.ts';
import { beachDogRulesConfidence } from '../../domain/dog-rules/dog-rule-evidence.ts';
import { sameRule, signEvidence } from '../../domain/dog-rules/dog-rule-report-decision.ts';
import type { DogRule } from '../../domain/dog-rules/dog-rules.ts';
import { Beach } from '../models/Beach.ts';
import { DogRuleReport } from '../models/DogRuleReport.ts';
import { User } from '../models/User.ts';
import { presentBeach } from '../presenters/beach.ts';
import { toIso, toIsoDate } from '../presenters/values.ts';

/** The rules as the beach shows them (a beach not yet given its list is read from its old fields). */
export const currentRules = (beach: Beach): DogRule[] | null => presentBeach(beach).dogRules;

/** The largest stored JPEG of the sign, as an address anyone can open (a source's URL is absolute). */
function signPhotoUrl(variants: readonly QueuePhotoVariant[], publicUrl: string): string | null {
  const largest = [...variants].sort((a, b) => b.width - a.width)[0];
  return largest ? new URL(largest.jpeg, `${publicUrl}/`).href : null;
}

/** Whether the rule the visitor saw still stands at its place in the list. */
export function ruleStillStands(report: DogRuleReport, rules: readonly DogRule[] | null): boolean {
  if (report.ruleIndex === null || report.rule === null) return rules !== null && rules.length === 0;
  const current = rules?.[report.ruleIndex];
  return current !== undefined && sameRule(current, report.rule);
}

export function presentQueueReport(
  report: DogRuleReport,
  rules: readonly DogRule[] | null,
  publicUrl: string,
  reporterName: string | null = null,
): QueueReport {
  const variants = (report.photoVariants ?? []) as QueuePhotoVariant[];
  const photoTakenOn = report.photoTakenOn === null ? null : toIsoDate(report.photoTakenOn);
  return {
    id: report.id,
    verdict: report.verdict,
    ruleIndex: report.ruleIndex,
    rule: report.rule,
    ruleUnchanged: ruleStillStands(report, rules),
    signSays: report.signSays,
    signLocation: report.signLocation,
    photoVariants: variants,
    photoTakenOn,
    reporterName,
    status: report.status,
    createdAt: toIso(report.createdAt),
    evidence: signEvidence(
      { ...report, photoTakenOn, reportedOn: londonIsoDate(new Date(report.createdAt)) },
      signPhotoUrl(variants, publicUrl),
    ),
  };
}

/** Reports with this status, grouped by live beach, the beach with the oldest report first. */
export async function listDogRuleReportQueue(
  knex: Knex,
  status: DogRuleReportStatus,
  publicUrl: string,
): Promise<DogRuleReportQueue> {
  const reports = await DogRuleReport.query(knex)
    .where({ status })
    .whereIn('beachId', Beach.query(knex).modify('live').select('id'))
    .withGraphFetched('beach')
    .orderBy([{ column: 'createdAt' }, { column: 'id' }])
    .limit(500);
  const userIds = [...new Set(reports.map((r) => r.userId))];
  const users = await User.query(knex).findByIds(userIds).select('id', 'firstName');
  const firstNames = new Map(users.map((u) => [u.id, u.firstName]));
  const today = londonDayNumber(new Date());
  const beaches = new Map<number, QueueBeach>();
  for (const report of reports) {
    const beach = report.beach as Beach;
    let group = beaches.get(beach.id);
    if (!group) {
      const dogRules = currentRules(beach);
      const unrestrictedEvidence = beach.unrestrictedEvidence ?? null;
      group = {
        id: beach.id,
        name: beach.name,
        slug: beach.slug,
        dogRules,
        unrestrictedEvidence,
        confidence: beachDogRulesConfidence({ dogRules, unrestrictedEvidence }, today),
        reports: [],
      };
      beaches.set(beach.id, group);
    }
    group.reports.push(
      presentQueueReport(report, group.dogRules, publicUrl, firstNames.get(report.userId) ?? null),
    );
  }
  return { beaches: [...beaches.values()], total: reports.length };
}
