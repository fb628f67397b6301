import type { DogRuleReport as DogRuleReportResponse } from '../../domain/dog-rules/dog-rule-report.ts';
import type { DogRuleReport } from '../models/DogRuleReport.ts';
import { toIso, toIsoDate } from './values.ts';

/**
 * A report as its author sees it: what they said and where it stands. The admin who decided and
 * their note are working notes of the admin area (DESIGN.md "Trust"), never shown here.
 */
export function presentDogRuleReport(report: DogRuleReport): DogRuleReportResponse {
  return {
    id: report.id,
    beachId: report.beachId,
    beachName: report.beach?.name ?? null,
    ruleIndex: report.ruleIndex,
    rule: report.rule,
    verdict: report.verdict,
    signSays: report.signSays,
    signLocation: report.signLocation,
    photoVariants: report.photoVariants ?? [],
    photoTakenOn: toIsoDate(report.photoTakenOn),
    status: report.status,
    createdAt: toIso(report.createdAt),
    decidedAt: toIso(report.decidedAt),
  };
}
