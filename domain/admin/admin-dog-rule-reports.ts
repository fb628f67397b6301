/**
 * The admin's verification queue and season check (issue #29 item 4): the requests the API
 * validates and the answers the admin area reads.
 */
import { z } from 'zod';
import { text } from '../common/safe-fields.ts';
import type { Confidence, DogRuleEvidence } from '../dog-rules/dog-rule-evidence.ts';
import { REPORT_STATUSES, type ReportVerdict } from '../dog-rules/dog-rule-report.ts';
import type { DogRule } from '../dog-rules/dog-rules.ts';
import { dogRulesSchema } from '../dog-rules/dog-rules-schema.ts';
import type { SeasonCheckRow } from '../dog-rules/season-check.ts';

export type DogRuleReportStatus = (typeof REPORT_STATUSES)[number];

export const dogRuleReportQueueQuerySchema = z.strictObject({
  status: z.enum(REPORT_STATUSES).default('open'),
});

const note = text('Note')
  .trim()
  .max(1000, 'A note is at most 1000 characters')
  .nullish()
  .transform((v) => v || null);

/** Confirm and dismiss: an optional note for the audit log. */
export const dogRuleReportDecisionSchema = z.strictObject({ note });

/** Correct: the beach's whole new rules list, as the admin edited it with the report's evidence attached. */
export const dogRuleReportCorrectionSchema = z.strictObject({ dogRules: dogRulesSchema, note });

export interface QueuePhotoVariant {
  width: number;
  height: number;
  webp: string;
  jpeg: string;
}

/** One open (or decided) report, as the queue shows it. */
export interface QueueReport {
  id: number;
  verdict: ReportVerdict;
  ruleIndex: number | null;
  /** The rule as the visitor saw it (null: the beach was listed with no rules). */
  rule: DogRule | null;
  /** Whether that rule still stands unchanged at ruleIndex (else Confirm answers 409). */
  ruleUnchanged: boolean;
  signSays: string | null;
  signLocation: string | null;
  photoVariants: QueuePhotoVariant[];
  photoTakenOn: string | null;
  /** First name only. */
  reporterName: string | null;
  status: DogRuleReportStatus;
  createdAt: string;
  /** The "sign seen on site" source Confirm adds (and Correct starts from). */
  evidence: DogRuleEvidence;
}

export interface QueueBeach {
  id: number;
  name: string;
  slug: string;
  dogRules: DogRule[] | null;
  unrestrictedEvidence: DogRuleEvidence[] | null;
  /** Computed from the evidence today. */
  confidence: Confidence;
  reports: QueueReport[];
}

export interface DogRuleReportQueue {
  beaches: QueueBeach[];
  total: number;
}

/** What a decision answers: the report's new status and the beach's confidence after it. */
export const dogRuleReportDecisionAnswerSchema = z.object({
  id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  beach: z.object({ id: z.number().int(), name: z.string(), confidence: z.string().nullable() }),
});
export type DogRuleReportDecision = z.infer<typeof dogRuleReportDecisionAnswerSchema>;

export interface SeasonCheckAnswer {
  /** Today on the beaches' calendar (YYYY-MM-DD). */
  today: string;
  rows: SeasonCheckRow[];
}
