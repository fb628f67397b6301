/**
 * A visitor's sign report as the admin's verification queue shows it (issue #29 item 4): what
 * the sign says, its photo, whether the rule the visitor saw still stands, the reporter by first
 * name only, and the source a confirmation would add (with the photo's absolute address).
 */
import type { QueuePhotoVariant, QueueReport } from '../../domain/admin/admin-dog-rule-reports.ts';
import { londonIsoDate } from '../../domain/clock/london-time.ts';
import { signEvidence } from '../../domain/dog-rules/dog-rule-report-decision.ts';
import type { DogRule } from '../../domain/dog-rules/dog-rules.ts';
import type { DogRuleReport } from '../models/DogRuleReport.ts';
import { ruleStillStands } from '../services/dog-rule-reports.ts';
import { toIso, toIsoDate } from './values.ts';

/** The largest stored JPEG of the sign, as an address anyone can open (a source's URL is absolute). */
function signPhotoUrl(variants: readonly QueuePhotoVariant[], publicUrl: string): string | null {
  const largest = [...variants].sort((a, b) => b.width - a.width)[0];
  return largest ? new URL(largest.jpeg, `${publicUrl}/`).href : null;
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
